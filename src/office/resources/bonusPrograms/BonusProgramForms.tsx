import { Create, Edit, SimpleForm } from 'react-admin';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { BonusProgramInputs } from './BonusProgramInputs';
import { NEW_PROGRAM, programData } from './programData';
import { SaveOnlyToolbar } from '../../common/SaveOnlyToolbar';

export function BonusProgramCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list" transform={programData}>
      <SimpleForm defaultValues={NEW_PROGRAM}>
        <BonusProgramInputs />
      </SimpleForm>
    </Create>
  );
}

/** A program's kind stays what it was made as; its terms change for grants from now on (made ones keep theirs). */
export function BonusProgramEdit({ id }: { id?: number | string }) {
  const onError = useApiErrorNotify();
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={{ onError }} transform={programData}>
      {/* a program is turned off, never deleted: its grants name it */}
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <BonusProgramInputs kindFixed />
      </SimpleForm>
    </Edit>
  );
}
