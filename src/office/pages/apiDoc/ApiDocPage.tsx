import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  InputAdornment,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { officeOpenApi } from '../../../shared/endpoints/office';
import { QueryState } from '../../common/QueryState';
import { useOfficeCall } from '../../common/useOfficeCall';
import { ApiOperationCard } from './ApiOperationCard';
import { apiResultCodes, apiTags, filterCodes, filterTags } from './apiDocModel';
import { ResultCodeTable } from './ResultCodeTable';

type View = 'endpoints' | 'codes';

/**
 * The API document for staff, readable on a phone: the OpenAPI 3.1 of the endpoint table
 * (docs/architecture/endpoints.md#one-endpoint-table).
 */
export function ApiDocPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useOfficeCall(officeOpenApi);
  const [view, setView] = useState<View>('endpoints');
  const [query, setQuery] = useState('');
  const tags = useMemo(() => apiTags(data), [data]);
  const codes = useMemo(() => apiResultCodes(data), [data]);
  const shownTags = filterTags(tags, query);
  const shownCodes = filterCodes(codes, query);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.menu.api')} />
      <QueryState isPending={isPending} error={error}>
        <Card>
          <Tabs value={view} onChange={(_e, v: View) => setView(v)} variant="fullWidth">
            <Tab
              value="endpoints"
              label={translate('office.apiDoc.endpoints', { count: tags.reduce((n, t) => n + t.operations.length, 0) })}
            />
            <Tab value="codes" label={translate('office.apiDoc.resultCodesCount', { count: codes.length })} />
          </Tabs>
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <TextField
              fullWidth
              size="small"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              label={translate('office.apiDoc.search')}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ mb: 2 }}
            />
            {view === 'codes' ? (
              <ResultCodeTable codes={shownCodes} />
            ) : shownTags.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('office.apiDoc.empty')}
              </Typography>
            ) : (
              shownTags.map((t) => (
                <Accordion
                  key={`${t.tag}:${query.trim() !== ''}`}
                  defaultExpanded={query.trim() !== ''}
                  disableGutters
                  slotProps={{ transition: { unmountOnExit: true } }}
                >
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography sx={{ fontWeight: 600 }}>{t.tag}</Typography>
                    <Typography color="text.secondary" sx={{ ml: 1 }}>
                      ({t.operations.length})
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    {t.operations.map((o) => (
                      <ApiOperationCard key={`${o.method} ${o.path}`} operation={o} />
                    ))}
                  </AccordionDetails>
                </Accordion>
              ))
            )}
          </Box>
        </Card>
      </QueryState>
    </Box>
  );
}
