import { SaveButton, Toolbar } from 'react-admin';

/**
 * The form toolbar of a record the office keeps rather than deletes (turned off or closed instead):
 * react-admin's default toolbar would offer a delete that no endpoint answers.
 */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
