import { List, type ListProps } from 'react-admin';

/**
 * react-admin's List without react-admin's own exporter, which writes internal keys as headers and
 * codes as values with no BOM (docs/domains/reports.md#csv). An office list exports only through the
 * server's report CSV (`ListCsvExportButton` in its actions) or not at all; ESLint keeps office
 * files from importing react-admin's List or ExportButton directly.
 */
export function OfficeList(props: Omit<ListProps, 'exporter'>) {
  return <List {...props} exporter={false} />;
}
