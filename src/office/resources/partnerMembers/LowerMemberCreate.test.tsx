import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../dataProvider/apiClient';
import { ResultCode } from '../../../shared/resultCodes';
import { Tier } from '../../../shared/enums';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { LowerMemberCreate } from './LowerMemberCreate';
import { partnerPermissions } from '../../../authProvider/officePermissions';

describe('LowerMemberCreate', () => {
  it('shows the G010 message when the server refuses a rate above the parent', async () => {
    const create = vi.fn(async () => {
      throw new ApiError(ResultCode.RateAboveParent);
    });
    const call = vi.fn(async () => ({ creatableTiers: [Tier.Normal] }));
    render(
      <OfficeTestContext
        dataProvider={{ create, call }}
        permissions={partnerPermissions('PTN_3')}
        resource="partner/members"
      >
        <LowerMemberCreate />
      </OfficeTestContext>,
    );
    const fill = async (label: RegExp, value: string) => userEvent.type(await screen.findByLabelText(label), value);
    await fill(/^ID/, 'newshop1');
    await fill(/^Nickname/, 'newshop');
    await fill(/^Name/, 'Kim');
    await fill(/^Phone/, '01012345678');
    await fill(/^Password/, 'abc1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rate is above the parent’s rate.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'partner/members',
      expect.objectContaining({ data: expect.objectContaining({ memId: 'newshop1' }) }),
    );
  });
});
