import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { FieldProblem, UpdateRequest } from '../../../shared/api/member';
import { API } from '../../../shared/endpoints/member';
import type { BodyOf } from '../../../shared/endpoints/endpoint';
import { useApi } from '../../apiContext';
import { useSession } from '../../session';
import { FailureAlert, useSubmit } from '../../ui';

type UpdateBody = BodyOf<typeof API.identity.update>;

interface UpdateField {
  name: string;
  labelKey: string;
  password?: boolean;
  digits?: boolean;
}

interface UpdateFormProps<V extends Record<string, string>> {
  titleKey: string;
  kind: UpdateRequest['kind'];
  fields: UpdateField[];
  initial: V;
  /** The same §5 check the server runs (src/shared/api/member.ts), for an answer as the member submits. */
  check(values: V & { kind: never }): FieldProblem | null;
}

/** One member update form (info, password, withdrawal password); the problem shows on its field as api.<code>. */
export function UpdateForm<V extends Record<string, string>>({
  titleKey,
  kind,
  fields,
  initial,
  check,
}: UpdateFormProps<V>) {
  const { t } = useTranslation();
  const api = useApi();
  const { refreshMember } = useSession();
  const [values, setValues] = useState<V>(initial);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [done, setDone] = useState(false);
  const submit = useSubmit((_key: string, body: UpdateBody) => api.call(API.identity.update, body));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found = check({ ...values, kind } as V & { kind: never });
    setProblem(found);
    if (found) return;
    if (await submit.run({ ...values, kind } as UpdateBody)) {
      setValues(initial);
      setDone(true);
      await refreshMember();
    }
  };

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={send} aria-label={t(titleKey)}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(titleKey)}
      </Typography>
      {fields.map((field) => {
        const error = problem?.field === field.name ? t(`api.${problem.code}`, problem.data) : undefined;
        return (
          <TextField
            key={field.name}
            size="small"
            label={t(field.labelKey)}
            type={field.password ? 'password' : 'text'}
            value={values[field.name] ?? ''}
            onChange={(e) =>
              setValues({ ...values, [field.name]: field.digits ? e.target.value.replace(/\D/g, '') : e.target.value })
            }
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              htmlInput: {
                autoComplete: field.password ? 'new-password' : 'off',
                ...(field.digits && { inputMode: 'numeric' }),
              },
            }}
          />
        );
      })}
      {problem && !fields.some((f) => f.name === problem.field) && (
        <Alert severity="error">{t(`api.${problem.code}`, problem.data)}</Alert>
      )}
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      {done && <Alert severity="success">{t('front.mypage.saved')}</Alert>}
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ alignSelf: 'flex-start' }}>
        {t('front.common.save')}
      </Button>
    </Stack>
  );
}
