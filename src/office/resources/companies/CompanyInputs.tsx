import { NumberInput, TextInput, required } from 'react-admin';
import { Box } from '@mui/material';
import { field } from '../../common/labels';
import { PercentInput } from '../../common/PercentInput';

/** §3 company fields, shared by create and edit; the fee rate is typed as a percentage. */
export function CompanyInputs() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
        maxWidth: 720,
      }}
    >
      <TextInput source="name" label={field('companyName')} validate={required()} />
      <TextInput
        source="code"
        label={field('companyCode')}
        validate={required()}
        helperText="office.companies.codeHelp"
      />
      <TextInput source="companyClass" label={field('companyClass')} />
      <TextInput source="contact" label={field('contact')} />
      <TextInput source="domain" label={field('domain')} />
      <PercentInput source="ptFeeBp" label={field('ptFeeRate')} validate={required()} />
      <NumberInput
        source="ptLimit"
        label={field('ptLimit')}
        min={0}
        validate={required()}
        helperText="office.companies.limitHelp"
      />
    </Box>
  );
}
