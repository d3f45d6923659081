// The home's content for template I (SPEC §2, issue 9): the activity's pictures as a strip that
// a finger swipes (native scrolling with CSS scroll snap: no gesture code, no library), arrow
// keys scroll (the strip takes the focus), and dots under it say which picture is in view and
// bring any other into view.
import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The slide in view: the one whose start is nearest the strip's scroll, the last at the end. */
function slideInView(strip: HTMLElement) {
  const slides = Array.from(strip.children) as HTMLElement[];
  if (strip.scrollLeft >= strip.scrollWidth - strip.clientWidth - 1) return slides.length - 1;
  let best = 0;
  for (const [i, slide] of slides.entries()) {
    const distance = Math.abs(slide.offsetLeft - strip.scrollLeft);
    const bestDistance = Math.abs((slides[best]?.offsetLeft ?? 0) - strip.scrollLeft);
    if (distance < bestDistance) best = i;
  }
  return best;
}

export function HomeGallery({
  label,
  images,
}: {
  label: string;
  images: { id: number; url: string }[];
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const show = (i: number) => {
    const el = strip.current;
    const slide = el?.children[i] as HTMLElement | undefined;
    if (!el || !slide) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo?.({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(i);
  };
  return (
    <Box>
      <Box
        ref={strip}
        component="section"
        aria-label={label}
        // A scrolling region must be reachable by keyboard to be scrolled by it.
        tabIndex={0}
        onScroll={(e) => setCurrent(slideInView(e.currentTarget))}
        sx={{
          // The slides' offsetLeft is measured from the strip.
          position: 'relative',
          display: 'grid',
          gridAutoFlow: 'column',
          // On a phone one picture at a time, the next one peeking in: something to swipe.
          gridAutoColumns: { xs: '88%', sm: '48%' },
          gap: 1.5,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          pb: 1,
          borderRadius: 2,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {images.map((img, i) => (
          <Box
            key={img.id}
            component="img"
            src={img.url}
            alt=""
            data-slide={i + 1}
            loading="lazy"
            draggable={false}
            sx={{
              width: '100%',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 2,
              scrollSnapAlign: 'start',
              boxShadow: 1,
            }}
          />
        ))}
      </Box>
      {images.length > 1 ? (
        <Box
          role="group"
          aria-label={t('home.slides')}
          sx={{
            // Where two pictures fit side by side there is nothing to choose.
            display: { xs: 'flex', sm: images.length > 2 ? 'flex' : 'none' },
            justifyContent: 'center',
            gap: 0.5,
            mt: 0.5,
          }}
        >
          {images.map((img, i) => (
            <Box
              key={img.id}
              component="button"
              type="button"
              aria-label={t('home.slide', { n: i + 1, total: images.length })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
              sx={{
                // A 24 px target (WCAG 2.2 target size) around an 8 px dot.
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: i === current ? 10 : 8,
                  height: i === current ? 10 : 8,
                  borderRadius: '50%',
                  bgcolor: i === current ? 'primary.main' : 'text.secondary',
                },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
