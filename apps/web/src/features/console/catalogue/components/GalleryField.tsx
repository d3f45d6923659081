// An item's gallery in its form: the pictures first to last (the first is the one lists show),
// each moved before or after or taken off, and one more uploaded (kind "item") up to
// MAX_ITEM_PICTURES. Nothing is saved until the item is: the status says so.
import Image from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAX_ITEM_PICTURES } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { type GalleryPicture, moved } from '../catalogueForm.ts';
import { PictureUpload, Thumbnail } from './PictureUpload.tsx';

export interface GalleryFieldProps {
  /** What the pictures show: their alternative text. */
  name: string;
  value: GalleryPicture[];
  onChange(pictures: GalleryPicture[]): void;
  onBusy(busy: boolean): void;
  error?: string | undefined;
}

export function GalleryField(p: GalleryFieldProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const full = p.value.length >= MAX_ITEM_PICTURES;
  const change = (next: GalleryPicture[] | null, said: string) => {
    if (!next) return;
    p.onChange(next);
    setStatus(said);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('catalogueAdmin.gallery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('catalogueAdmin.gallery.help', { max: MAX_ITEM_PICTURES })}
      </Typography>
      {p.value.length > 0 && (
        <Box
          component="ol"
          aria-label={t('catalogueAdmin.gallery.listOf', { name: p.name })}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
          }}
        >
          {p.value.map((picture, i) => {
            const n = i + 1;
            return (
              <Box
                component="li"
                key={picture.fileName}
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                <Thumbnail
                  url={picture.url}
                  size={96}
                  alt={t('catalogueAdmin.gallery.alt', { n, name: p.name })}
                />
                <RowActions
                  texts="catalogueAdmin"
                  label={t('catalogueAdmin.gallery.actions', { n })}
                  direction="horizontal"
                  deleteLabel={t('catalogueAdmin.gallery.remove')}
                  onUp={
                    i > 0
                      ? () => change(moved(p.value, i, -1), t('catalogueAdmin.gallery.moved'))
                      : null
                  }
                  onDown={
                    i < p.value.length - 1
                      ? () => change(moved(p.value, i, 1), t('catalogueAdmin.gallery.moved'))
                      : null
                  }
                  onDelete={() =>
                    change(
                      p.value.filter((_, j) => j !== i),
                      t('catalogueAdmin.gallery.removed'),
                    )
                  }
                />
              </Box>
            );
          })}
        </Box>
      )}
      {p.value.length === 0 && (
        <Box sx={{ mt: 1 }}>
          <Thumbnail
            url={null}
            alt=""
            size={96}
            icon={<Image color="disabled" aria-hidden="true" />}
          />
        </Box>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {status}
      </Typography>
      {p.error && (
        <Typography role="alert" variant="body2" color="error">
          {p.error}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <PictureUpload
          kind="item"
          label={t('catalogueAdmin.gallery.add')}
          testId="catalogue-gallery-file"
          doneText={t('catalogueAdmin.picture.uploaded')}
          disabled={full}
          onBusy={p.onBusy}
          onUploaded={(picture) => {
            // The same picture twice is one: the server names it by its content.
            if (p.value.some((v) => v.fileName === picture.fileName)) return;
            p.onChange([...p.value, picture]);
          }}
        />
      </Box>
    </Box>
  );
}
