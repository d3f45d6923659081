// The first load (issue 15), drawn by React as index.html draws it before any script arrives
// (its markup, its inline CSS and the brand's colours its script set): React's first render
// replaces the page's own with this one, the same to the eye, until the first screen's code is
// there. A customer never sees a blank page between the two.
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { initialsOf, linkedActivityId, TesseraMark, useBrand } from './Brand.tsx';

export function FirstLoad() {
  const { t } = useTranslation();
  const remembered = useBrand();
  const linked = linkedActivityId(useLocation().pathname);
  const brand = linked !== null && remembered?.id !== linked ? null : remembered;
  return (
    <main className="first-load">
      <div className="first-load-brand">
        {brand ? (
          <span className="first-load-initials" aria-hidden="true">
            {initialsOf(brand.name)}
          </span>
        ) : (
          <TesseraMark size={72} />
        )}
        <p>{brand ? brand.name : t('app.name')}</p>
      </div>
      <div className="first-load-progress" role="progressbar" aria-label={t('app.loading')} />
    </main>
  );
}
