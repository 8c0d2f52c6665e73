import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Collapse,
  IconButton,
  List as MuiList,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { PartnerTreeNode } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import { useOfficeCall } from '../../common/useOfficeCall';
import { QueryState } from '../../common/QueryState';

function Node({ node, depth }: { node: PartnerTreeNode; depth: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(depth < 2);
  return (
    <>
      <ListItem dense sx={{ pl: depth * 2 }}>
        <IconButton
          size="small"
          onClick={() => setOpen(!open)}
          disabled={!node.children.length}
          aria-label={node.memId}
        >
          {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
        <ListItemText
          primary={`${node.memId} · ${node.memNick}`}
          secondary={`${translate(`office.tier.${node.tier}`)} · ${translate('office.fields.lowerMembers')} ${node.memberCount}`}
        />
      </ListItem>
      <Collapse in={open} unmountOnExit>
        {node.children.map((child) => (
          <Node key={child.id} node={child} depth={depth + 1} />
        ))}
      </Collapse>
    </>
  );
}

/** The whole partner tree (§1 head office down to shop), beside the partner list. */
export function PartnerTree() {
  const translate = useTranslate();
  const { data, isPending, error } = useOfficeCall(API.adminPartners.tree);
  return (
    <Card
      sx={{
        width: { xs: '100%', lg: 320 },
        ml: { lg: 1 },
        mt: { xs: 1, lg: 0 },
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography variant="subtitle1">{translate('office.partners.tree')}</Typography>
        <QueryState isPending={isPending} error={error}>
          <Box sx={{ maxHeight: 600, overflow: 'auto' }}>
            <MuiList disablePadding>
              {data?.map((node) => (
                <Node key={node.id} node={node} depth={0} />
              ))}
            </MuiList>
          </Box>
        </QueryState>
      </CardContent>
    </Card>
  );
}
