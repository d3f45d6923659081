// The activity's set-up form (issue 25 item 1): identity (with the reply-to e-mail), colours with their previews, the home
// (template and its media), the card, the menu switches, the menu's texts, the sign-up fields and
// the languages. The contract refuses on the field before anything is sent; a save sends one keyed
// PUT (a retry of the same body reuses its key); the server's refusal shows on its field, or by
// the save button. While something is unsaved the sticky bar says so, and leaving the page asks.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ActivitySetupView,
  GRAPHIC_CARD_TYPES,
  HOME_TEMPLATES,
  isLanguageCode,
  MAX_MENU_DESCRIPTION,
  MAX_MENU_TEXT,
  MAX_WHATSAPP_TEXT,
  MENU_FLAGS,
  MENU_TYPES,
  SHOP_TEXT_PX,
} from '@tessera/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { useActivityLanguages } from '../../../../lib/api/activity-languages.ts';
import { SERVER, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { type MessageKey, useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { SaveBar } from '../../components/SaveBar.tsx';
import { SettingsSection } from '../../shop-settings/components/SettingsSection.tsx';
import {
  type ActivitySetupForm as Form,
  fieldsNamedIn,
  formOf,
  lowContrastsOf,
  setupSchema,
} from '../activitySetupForm.ts';
import { useSaveActivitySetup } from '../api/save-activity-setup.ts';
import { BrandPreview, MenuPreview, ShopPreview } from './ColoursPreview.tsx';
import { ChoiceField, ColourField, FormSwitch, type SetupControl } from './fields.tsx';
import { HomeGallery, HomeVideo } from './HomeMedia.tsx';
import { LogoField } from './LogoField.tsx';
import { OfferedLanguages } from './OfferedLanguages.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';

/** Two columns from a tablet up, one on a phone. */
function Columns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** The server's refusal codes that name one field. */
const CODE_FIELDS: Record<string, FieldPath<Form>> = {
  unknown_picture: 'logoFileName',
};

function Languages({ control }: { control: SetupControl }) {
  const { t } = useTranslation();
  const offered = useActivityLanguages(true).data?.rows ?? [];
  const translations = useWatch({ control, name: 'translations' });
  const codes = offered.map((l) => l.language.code).filter(isLanguageCode);
  return (
    <Stack spacing={2}>
      <OfferedLanguages />
      <FormSwitch
        control={control}
        name="multiLanguage"
        id="setup-multi-language"
        label={t('activitySetup.languages.multiLanguage')}
        help={t('activitySetup.languages.multiLanguageHelp')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('activitySetup.languages.translationsHelp')}
      </Typography>
      {codes.length === 0 && (
        <Typography variant="body2">{t('activitySetup.languages.none')}</Typography>
      )}
      {translations.map((tr, i) =>
        codes.includes(tr.languageCode) ? (
          <Box
            key={tr.languageCode}
            role="group"
            aria-labelledby={`setup-translation-${tr.languageCode}`}
          >
            <Typography
              id={`setup-translation-${tr.languageCode}`}
              variant="subtitle2"
              sx={{ mb: 1 }}
            >
              {t(`activitySetup.languages.names.${tr.languageCode}` as MessageKey)}
            </Typography>
            <Columns>
              <FormTextField
                control={control}
                name={`translations.${i}.menuTextApp`}
                id={`setup-translation-${tr.languageCode}-text`}
                label={t('activitySetup.menu.text')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: MAX_MENU_TEXT } }}
              />
              <FormTextField
                control={control}
                name={`translations.${i}.menuDescriptionBottom`}
                id={`setup-translation-${tr.languageCode}-description`}
                label={t('activitySetup.menu.description')}
                fullWidth
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MAX_MENU_DESCRIPTION } }}
              />
            </Columns>
          </Box>
        ) : null,
      )}
    </Stack>
  );
}

/** Mounted with the set-up as saved; after a save it starts again from the server's answer. */
export function ActivitySetupForm({ setup }: { setup: ActivitySetupView }) {
  const { t } = useTranslation();
  const save = useSaveActivitySetup();
  const [confirm, confirmDialog] = useConfirm();
  const form = useZodForm(setupSchema, { defaultValues: formOf(setup) });
  const { control } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const template = useWatch({ control, name: 'templateAppHome' });
  const dirty = form.formState.isDirty;
  /** One key per body sent: a retry of the same set-up after a lost answer is saved once. */
  const key = useRef<{ body: string; key: string } | null>(null);

  // Leaving with unsaved changes (closing the tab, reloading): the browser asks.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const submit = form.handleSubmit(
    (body) => {
      if (save.isPending || uploading) return;
      setProblem(null);
      const sent = JSON.stringify(body);
      if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
      save.mutate(
        { body, idempotencyKey: key.current.key },
        {
          onSuccess: (answer) => {
            key.current = null;
            form.reset(formOf(answer));
            notify.success(t('activitySetup.saved'));
          },
          onError: (error) => {
            const text = (error instanceof HttpError && error.message) || t('activitySetup.failed');
            let named: string[] = [];
            if (error instanceof HttpError && error.status === 400) {
              const byCode = CODE_FIELDS[error.code ?? ''];
              if (byCode) named = [byCode];
              else if (error.code === 'low_contrast') {
                named = [lowContrastsOf(form.getValues())[0]?.field ?? 'colorText'];
              } else named = fieldsNamedIn(text);
            }
            named.forEach((field, i) => {
              form.setError(
                field as FieldPath<Form>,
                { type: SERVER, message: text },
                { shouldFocus: i === 0 },
              );
            });
            setProblem(named.length ? t('activitySetup.fix') : text);
          },
        },
      );
    },
    () => setProblem(t('activitySetup.fix')),
  );

  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({
      value,
      label: t(`${prefix}.${value}` as MessageKey),
      help: t(`${prefix}.${value}Help` as MessageKey),
    }));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <SettingsSection
          id="setup-identity"
          title={t('activitySetup.identity.title')}
          intro={t('activitySetup.identity.intro')}
        >
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="name"
              id="setup-name"
              label={t('activitySetup.identity.name')}
              required
              fullWidth
              autoComplete="organization"
            />
            <LogoField control={control} onBusy={setUploading} />
            <TimeZoneField control={control} />
            <FormTextField
              control={control}
              name="replyTo"
              id="setup-reply-to"
              label={t('activitySetup.identity.replyTo')}
              helperText={t('activitySetup.identity.replyToHelp')}
              fullWidth
              type="email"
              autoComplete="email"
              slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
            />
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="setup-colours"
          title={t('activitySetup.colours.title')}
          intro={t('activitySetup.colours.intro')}
        >
          <Stack spacing={3}>
            <Columns>
              <Stack spacing={2}>
                <ColourField
                  control={control}
                  name="color"
                  id="setup-color"
                  label={t('activitySetup.colours.color')}
                  help={t('activitySetup.colours.colorHelp')}
                />
                <ColourField
                  control={control}
                  name="colorText"
                  id="setup-color-text"
                  label={t('activitySetup.colours.colorText')}
                  help={t('activitySetup.colours.colorTextHelp')}
                  fallback="#FFFFFF"
                />
              </Stack>
              <BrandPreview control={control} />
            </Columns>
            <Columns>
              <Stack spacing={2}>
                <ColourField
                  control={control}
                  name="menuColorBackground"
                  id="setup-menu-background"
                  label={t('activitySetup.colours.menuBackground')}
                  help={t('activitySetup.colours.unsetHelp')}
                  fallback="#F6F6F8"
                />
                <ColourField
                  control={control}
                  name="menuColorText"
                  id="setup-menu-text"
                  label={t('activitySetup.colours.menuText')}
                  help={t('activitySetup.colours.unsetHelp')}
                  fallback="#212121"
                />
              </Stack>
              <MenuPreview control={control} />
            </Columns>
            <Columns>
              <Stack spacing={2}>
                <ColourField
                  control={control}
                  name="shopTextColor"
                  id="setup-shop-text"
                  label={t('activitySetup.colours.shopText')}
                  help={t('activitySetup.colours.unsetHelp')}
                  fallback="#212121"
                />
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                  }}
                >
                  {(['shopTextSize', 'shopTextSelectedSize'] as const).map((name) => (
                    <FormTextField
                      key={name}
                      control={control}
                      name={name}
                      id={`setup-${name}`}
                      label={t(`activitySetup.colours.${name}`)}
                      helperText={t('activitySetup.colours.sizeHelp', SHOP_TEXT_PX)}
                      fullWidth
                      slotProps={{
                        htmlInput: { inputMode: 'numeric' },
                        input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
                      }}
                    />
                  ))}
                </Box>
              </Stack>
              <ShopPreview control={control} />
            </Columns>
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="setup-home"
          title={t('activitySetup.home.title')}
          intro={t('activitySetup.home.intro')}
        >
          <Stack spacing={2.5}>
            <ChoiceField
              control={control}
              name="templateAppHome"
              id="setup-template"
              label={t('activitySetup.home.template')}
              options={options(HOME_TEMPLATES, 'activitySetup.home.templates')}
            />
            {template === 'I' && <HomeGallery confirm={confirm} />}
            {template === 'V' && <HomeVideo confirm={confirm} />}
            {template !== setup.templateAppHome && (
              <Typography variant="body2" color="text.secondary">
                {t('activitySetup.home.templateUnsaved')}
              </Typography>
            )}
          </Stack>
        </SettingsSection>

        <SettingsSection id="setup-card" title={t('activitySetup.card.title')}>
          <ChoiceField
            control={control}
            name="graphicCardType"
            id="setup-card-type"
            label={t('activitySetup.card.type')}
            options={options(GRAPHIC_CARD_TYPES, 'activitySetup.card.types')}
          />
        </SettingsSection>

        <SettingsSection
          id="setup-switches"
          title={t('activitySetup.switches.title')}
          intro={t('activitySetup.switches.intro')}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {MENU_FLAGS.map((flag) => (
              <FormSwitch
                key={flag}
                control={control}
                name={`switches.${flag}`}
                id={`setup-switch-${flag}`}
                label={t(`activitySetup.switches.${flag}.label`)}
                help={t(`activitySetup.switches.${flag}.help`)}
              />
            ))}
          </Box>
        </SettingsSection>

        <SettingsSection
          id="setup-menu"
          title={t('activitySetup.menu.title')}
          intro={t('activitySetup.menu.intro')}
        >
          <Stack spacing={2.5}>
            <ChoiceField
              control={control}
              name="menuType"
              id="setup-menu-type"
              label={t('activitySetup.menu.type')}
              options={options(MENU_TYPES, 'activitySetup.menu.types')}
            />
            <Columns>
              <FormTextField
                control={control}
                name="menuTextApp"
                id="setup-menu-text-app"
                label={t('activitySetup.menu.text')}
                helperText={t('activitySetup.menu.textHelp')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: MAX_MENU_TEXT } }}
              />
              <FormTextField
                control={control}
                name="menuDescriptionBottom"
                id="setup-menu-description"
                label={t('activitySetup.menu.description')}
                helperText={t('activitySetup.menu.descriptionHelp')}
                fullWidth
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MAX_MENU_DESCRIPTION } }}
              />
            </Columns>
            <Columns>
              <FormSwitch
                control={control}
                name="menuShowIcon"
                id="setup-menu-icons"
                label={t('activitySetup.menu.showIcon')}
                help={t('activitySetup.menu.showIconHelp')}
              />
              <FormSwitch
                control={control}
                name="showCurrency"
                id="setup-menu-currency"
                label={t('activitySetup.menu.showCurrency')}
                help={t('activitySetup.menu.showCurrencyHelp')}
              />
            </Columns>
            <Columns>
              <FormTextField
                control={control}
                name="menuLinkWhatApp"
                id="setup-whatsapp-link"
                label={t('activitySetup.menu.whatsAppLink')}
                helperText={t('activitySetup.menu.whatsAppLinkHelp')}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
              />
              <FormTextField
                control={control}
                name="menuTextWhatApp"
                id="setup-whatsapp-text"
                label={t('activitySetup.menu.whatsAppText')}
                helperText={t('activitySetup.menu.whatsAppTextHelp')}
                fullWidth
                slotProps={{ htmlInput: { maxLength: MAX_WHATSAPP_TEXT } }}
              />
            </Columns>
          </Stack>
        </SettingsSection>

        <SettingsSection
          id="setup-sign-up"
          title={t('activitySetup.signUp.title')}
          intro={t('activitySetup.signUp.intro')}
        >
          <Stack spacing={1.5}>
            {(['showAddressCustomer', 'showNationCustomer', 'requiredPhoneNumber'] as const).map(
              (name) => (
                <FormSwitch
                  key={name}
                  control={control}
                  name={name}
                  id={`setup-${name}`}
                  label={t(`activitySetup.signUp.${name}`)}
                  help={t(`activitySetup.signUp.${name}Help`)}
                />
              ),
            )}
          </Stack>
        </SettingsSection>

        <SettingsSection id="setup-languages" title={t('activitySetup.languages.title')}>
          <Languages control={control} />
        </SettingsSection>

        <SaveBar
          problem={problem}
          saveLabel={t('activitySetup.save')}
          saving={save.isPending}
          disabled={uploading}
        >
          {dirty && (
            <Button
              type="button"
              onClick={() => {
                setProblem(null);
                form.reset();
              }}
              sx={{ minHeight: 48 }}
            >
              {t('activitySetup.discard')}
            </Button>
          )}
          <Typography role="status" variant="body2" color="text.secondary">
            {dirty ? t('activitySetup.unsaved') : ''}
          </Typography>
        </SaveBar>
      </Stack>
      {confirmDialog}
    </Box>
  );
}
