import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { ApiAccess, ApiOperation } from './apiDocModel';

const accessLabel = (access: ApiAccess, translate: (key: string, options?: object) => string) =>
  access.kind === 'staff' && access.area
    ? translate('office.apiDoc.access.staffArea', { area: access.area })
    : translate(`office.apiDoc.access.${access.kind}`);

function SchemaBlock({ title, schema }: { title: string; schema: unknown }) {
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 12, maxHeight: 360, overflow: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        >
          {JSON.stringify(schema, null, 2)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** One call: method and path, what it does, who may call, idempotency, the maintenance that closes it, its schemas. */
export function ApiOperationCard({ operation }: { operation: ApiOperation }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={operation.path} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color="primary" label={operation.method} />
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }}>
          {operation.path}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {operation.summary}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" variant="outlined" label={accessLabel(operation.access, translate)} />
        {operation.idempotent && (
          <Chip size="small" variant="outlined" color="success" label={translate('office.apiDoc.idempotent')} />
        )}
        {operation.closedBy.length > 0 && (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={translate('office.apiDoc.closedBy', { kinds: operation.closedBy.join(', ') })}
          />
        )}
        {operation.openDuringMaintenance && (
          <Chip size="small" variant="outlined" color="info" label={translate('office.apiDoc.openDuringMaintenance')} />
        )}
      </Stack>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <SchemaBlock title={translate('office.apiDoc.body')} schema={operation.body} />
        <SchemaBlock title={translate('office.apiDoc.answer')} schema={operation.answer} />
      </Stack>
    </Box>
  );
}
