import { FunctionField, TextField } from 'react-admin';
import type { LevelMoveRecord } from '../../../shared/api/office/memberLevels';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { LevelFiguresField } from './LevelFiguresField';

const MOVE_COLORS = { upgrade: 'success', downgrade: 'error', manual: 'info' } as const;

/** A level move's columns after its member: when, from → to, how, by whom, on what figures (the list and the member detail). */
export const levelMoveFields = [
  <FunctionField
    key="level"
    label={field('level')}
    render={(r: LevelMoveRecord) => `${r.fromLevel} → ${r.toLevel}`}
    sortable={false}
  />,
  <EnumField key="kind" source="kind" label={field('kind')} group="levelMoveKind" colors={MOVE_COLORS} />,
  <TextField key="actor" source="actor" label={field('actor')} sortable={false} />,
  <LevelFiguresField key="figures" label={field('figures')} />,
];

export const movedAtField = <DateTimeField key="createdAt" source="createdAt" label={field('createdAt')} />;
