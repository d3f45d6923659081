// An item added or edited (issue 25 item 4), full screen on a phone: its details (name, code,
// description, price and discount price typed the Italian way, category, gallery, on sale, and for
// food its allergens and typologies) checked by the same contract the server uses and saved in
// one keyed write; then its colours and sizes with their stock, each saved at once. A new item
// stays open once added, so its colours and sizes follow.
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ALLERGENS,
  type Allergen,
  type ItemAdminDetail,
  type ItemBody,
  TYPOLOGIES,
  type Typology,
} from '@tessera/domain';
import { useRef, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorText, useZodForm } from '../../../../lib/forms.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { CodeChecks } from '../../components/CodeChecks.tsx';
import { useSaveItem } from '../api/catalogue-writes.ts';
import { type CatalogueCategory, useCatalogueItem } from '../api/get-catalogue-admin.ts';
import { type ItemForm as ItemFields, itemFormOf, itemSchema } from '../catalogueForm.ts';
import { EditorStatus, useSay } from './EditorStatus.tsx';
import { GalleryField } from './GalleryField.tsx';
import { Variants } from './Variants.tsx';

export interface ItemEditorProps {
  /** null: a new item. */
  itemId: number | null;
  /** The category a new item goes in (last). */
  categoryId: number;
  categories: CatalogueCategory[];
  onClose(): void;
}

const TITLE_ID = 'catalogue-item-title';
const FORM_ID = 'catalogue-item-form';

/** Mount it when the editor opens. */
export function ItemEditor(p: ItemEditorProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [id, setId] = useState(p.itemId);
  const detail = useCatalogueItem(id);
  const loading = id !== null && detail.data === undefined;
  const item = id === null ? null : (detail.data ?? null);

  return (
    <Dialog
      open
      onClose={p.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      {/* Its own id: the dialog's name is the title's text, not the close button's too. */}
      <DialogTitle
        id={`${TITLE_ID}-bar`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}
      >
        <Box component="span" id={TITLE_ID} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {item
            ? t('catalogueAdmin.items.editTitle', { name: item.name })
            : loading
              ? t('catalogueAdmin.items.loadingTitle')
              : t('catalogueAdmin.items.addTitle')}
        </Box>
        <IconButton
          aria-label={t('catalogueAdmin.close')}
          onClick={p.onClose}
          sx={{ width: 48, height: 48 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <EditorStatus>
        {loading ? (
          <DialogContent>
            {detail.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void detail.refetch()}>
                    {t('error.retry')}
                  </Button>
                }
              >
                {t('error.loadFailed.message')}
              </Alert>
            ) : (
              <Stack spacing={2} aria-busy="true" data-testid="catalogue-item-loading">
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={120} />
              </Stack>
            )}
          </DialogContent>
        ) : (
          <ItemForm
            key={id ?? 'new'}
            item={item}
            categoryId={p.categoryId}
            categories={p.categories}
            onAdded={setId}
            onClose={p.onClose}
          />
        )}
      </EditorStatus>
    </Dialog>
  );
}

function ItemForm(p: {
  item: ItemAdminDetail | null;
  categoryId: number;
  categories: CatalogueCategory[];
  onAdded(id: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const say = useSay();
  const save = useSaveItem();
  const form = useZodForm(itemSchema, { defaultValues: itemFormOf(p.item, p.categoryId) });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const key = useRef<{ body: string; key: string } | null>(null);
  const food = p.item !== null && (p.item.allergens.length > 0 || p.item.typologies.length > 0);

  const submit = form.handleSubmit(
    (body) => {
      if (save.isPending || uploading) return;
      setProblem(null);
      const sent = JSON.stringify(body);
      if (key.current?.body !== sent) key.current = { body: sent, key: crypto.randomUUID() };
      save.mutate(
        { id: p.item?.id ?? null, body, idempotencyKey: key.current.key },
        {
          onSuccess: (saved) => {
            if (p.item) {
              notify.success(t('catalogueAdmin.items.saved', { name: saved.name }));
              p.onClose();
            } else {
              say(t('catalogueAdmin.items.added', { name: saved.name }));
              p.onAdded(saved.id);
            }
          },
          onError: (error) =>
            setProblem((error instanceof HttpError && error.message) || t('catalogueAdmin.failed')),
        },
      );
    },
    () => setProblem(t('catalogueAdmin.checks.fix')),
  );

  return (
    <>
      <DialogContent dividers>
        <Stack
          component="form"
          id={FORM_ID}
          noValidate
          onSubmit={submit}
          spacing={2}
          aria-label={t('catalogueAdmin.items.details')}
        >
          <FormTextField
            control={form.control}
            name="name"
            id="catalogue-item-name"
            label={t('catalogueAdmin.items.name')}
            autoComplete="off"
            required
            autoFocus={!p.item}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
            <FormTextField
              control={form.control}
              name="price"
              id="catalogue-item-price"
              label={t('catalogueAdmin.items.price')}
              helperText={t('catalogueAdmin.items.priceHelp')}
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
            />
            <FormTextField
              control={form.control}
              name="discountPrice"
              id="catalogue-item-discount"
              label={t('catalogueAdmin.items.discountPrice')}
              helperText={t('catalogueAdmin.items.discountHelp')}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
            />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <FormTextField
              control={form.control}
              name="sku"
              id="catalogue-item-sku"
              label={t('catalogueAdmin.items.sku')}
              helperText={t('catalogueAdmin.items.skuHelp')}
              autoComplete="off"
            />
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <TextField
                  id="catalogue-item-category"
                  select
                  label={t('catalogueAdmin.items.category')}
                  helperText={p.item ? t('catalogueAdmin.items.categoryHelp') : undefined}
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {p.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <FormTextField
            control={form.control}
            name="description"
            id="catalogue-item-description"
            label={t('catalogueAdmin.items.description')}
            multiline
            minRows={2}
          />
          <Gallery control={form.control} onBusy={setUploading} />
          <Stack spacing={0}>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label={t('catalogueAdmin.items.onSale')}
                  sx={{ minHeight: 48 }}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(_, on) => field.onChange(on)}
                      slotProps={{ input: { 'aria-describedby': 'catalogue-item-active-help' } }}
                    />
                  }
                />
              )}
            />
            <FormHelperText id="catalogue-item-active-help" sx={{ mt: 0 }}>
              {t('catalogueAdmin.items.onSaleHelp')}
            </FormHelperText>
          </Stack>
          <Accordion
            defaultExpanded={food}
            disableGutters
            variant="outlined"
            // Closed, its checkboxes are not drawn: most shops sell no food.
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 48 }}>
              <Typography>{t('catalogueAdmin.items.foodTitle')}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={2}>
                <Controller
                  control={form.control}
                  name="allergens"
                  render={({ field, fieldState }) => (
                    <CodeChecks
                      texts="catalogueAdmin"
                      id="catalogue-item-allergens"
                      legend={t('catalogueAdmin.items.allergens')}
                      codes={ALLERGENS}
                      nameOf={(c) => t(`menus.allergen.${c as Allergen}`)}
                      value={field.value}
                      onChange={field.onChange}
                      error={errorText(t, fieldState.error)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="typologies"
                  render={({ field, fieldState }) => (
                    <CodeChecks
                      texts="catalogueAdmin"
                      id="catalogue-item-typologies"
                      legend={t('catalogueAdmin.items.typologies')}
                      codes={TYPOLOGIES}
                      nameOf={(c) => t(`menus.typology.${c as Typology}`)}
                      value={field.value}
                      onChange={field.onChange}
                      error={errorText(t, fieldState.error)}
                    />
                  )}
                />
              </Stack>
            </AccordionDetails>
          </Accordion>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
        <Box sx={{ mt: 3 }}>
          {p.item ? (
            <Variants item={p.item} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('catalogueAdmin.variants.afterSave')}
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} sx={{ minHeight: 48 }}>
          {t('catalogueAdmin.close')}
        </Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          disabled={save.isPending || uploading}
          sx={{ minHeight: 48 }}
        >
          {p.item ? t('catalogueAdmin.save') : t('catalogueAdmin.items.create')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The gallery, named after the item as typed (read here: typing re-renders this alone). */
function Gallery(p: {
  control: Control<ItemFields, unknown, ItemBody>;
  onBusy(busy: boolean): void;
}) {
  const { t } = useTranslation();
  const name = useWatch({ control: p.control, name: 'name' });
  return (
    <Controller
      control={p.control}
      name="pictures"
      render={({ field, fieldState }) => (
        <GalleryField
          name={name.trim() || t('catalogueAdmin.items.thisItem')}
          value={field.value}
          onChange={field.onChange}
          onBusy={p.onBusy}
          error={errorText(t, fieldState.error)}
        />
      )}
    />
  );
}
