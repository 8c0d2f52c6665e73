import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { BankEntry } from '../../../shared/api/site';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { notices } from '../../notice/noticeStore';
import { PageFrame } from '../../ui';
import { apiErrorText } from './apiErrorText';
import { apiFailure } from '../../ui/apiErrorCode';
import { ResultCode } from '../../../shared/resultCodes';
import { forgetJoinLink, useRememberedJoinLink } from './joinLink';
import {
  emptySignup,
  fieldValid,
  ruleKey,
  signupFields,
  signupValid,
  type SignupField,
  type SignupValues,
} from './signupRules';

const secret: ReadonlySet<SignupField> = new Set(['memPass', 'memPassConfirm', 'withdrawPass', 'withdrawPassConfirm']);
const numeric: ReadonlySet<SignupField> = new Set(['withdrawPass', 'withdrawPassConfirm', 'accountNo', 'phone']);

/**
 * §5 sign-up: every rule shows under its field as the user types; success says approval is pending
 * (§4). Through a partner link the recommender is the link's, unless the user chooses to type one
 * (docs/domains/partner-codes.md#signing-up-through-a-link).
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [banks, setBanks] = useState<BankEntry[]>([]);
  const link = useRememberedJoinLink();
  const [typeRecommender, setTypeRecommender] = useState(false);
  const viaLink = link !== null && !typeRecommender;
  const fields = signupFields(viaLink);
  useEffect(() => {
    let live = true;
    // §3 the site's bank list: a choice instead of free text when the site has one
    api
      .call(API.site.banks)
      .then((list) => live && setBanks(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const change = (field: SignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => new Set(s).add(field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signupValid(values, fields)) {
      setTouched(new Set(fields));
      return setError(t('front.signup.fixFields'));
    }
    setBusy(true);
    setError(null);
    try {
      const joined = viaLink ? { recommender: '', joinCode: link.code, joinSubId: link.subId } : {};
      await api.call(API.identity.signup, { ...values, ...joined });
      notices.show(t('front.signup.pending'));
      navigate('/', { replace: true });
    } catch (e) {
      // a link no longer open is forgotten: the recommender field comes back
      if (apiFailure(e).code === ResultCode.JoinLinkClosed) forgetJoinLink();
      setError(apiErrorText(t, e));
      setBusy(false);
    }
  };

  return (
    <PageFrame titleKey="front.signup.title">
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5, maxWidth: 880, mx: 'auto' }}
      >
        {error && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {error}
          </Alert>
        )}
        {viaLink && (
          <Alert
            severity="info"
            sx={{ gridColumn: '1 / -1' }}
            action={
              <Button color="inherit" size="small" onClick={() => setTypeRecommender(true)}>
                {t('front.signup.otherRecommender')}
              </Button>
            }
          >
            {t('front.signup.viaLink', { code: link.code })}
          </Alert>
        )}
        {fields.map((field) => {
          const ok = fieldValid(field, values);
          const broken = touched.has(field) && !ok;
          const choices = field === 'bankName' ? banks : [];
          return (
            <TextField
              key={field}
              name={field}
              label={t(`front.signup.field.${field}`)}
              type={secret.has(field) ? 'password' : 'text'}
              value={values[field]}
              onChange={(e) => change(field, e.target.value)}
              onBlur={() => setTouched((s) => new Set(s).add(field))}
              error={broken}
              helperText={t(ruleKey(field))}
              required
              fullWidth
              select={choices.length > 0}
              slotProps={{
                htmlInput: {
                  inputMode: numeric.has(field) ? 'numeric' : undefined,
                  autoComplete: secret.has(field) ? 'new-password' : 'off',
                  'data-valid': ok,
                },
                input:
                  ok && !choices.length
                    ? {
                        endAdornment: (
                          <InputAdornment position="end">
                            <CheckCircle color="success" fontSize="small" />
                          </InputAdornment>
                        ),
                      }
                    : undefined,
                formHelperText: { role: broken ? 'alert' : undefined },
              }}
            >
              {choices.map((b) => (
                <MenuItem key={b.code} value={b.codeName}>
                  {b.codeName}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ gridColumn: '1 / -1', justifySelf: 'center', minWidth: 240 }}
        >
          {t('front.signup.submit')}
        </Button>
      </Box>
    </PageFrame>
  );
}
