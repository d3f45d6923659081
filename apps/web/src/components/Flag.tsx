// The flag of a language, an SVG of the flag-icons package served as its own file (an <img>):
// it renders the same on every system (flag emoji are empty boxes on Linux and letters on
// Windows) and costs the pages' JavaScript only its address.
import Box from '@mui/material/Box';
import type { LanguageCode } from '@tessera/domain';
import de from 'flag-icons/flags/4x3/de.svg?no-inline';
import es from 'flag-icons/flags/4x3/es.svg?no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline';
import it from 'flag-icons/flags/4x3/it.svg?no-inline';

const FLAGS: Record<LanguageCode, string> = { it, es, fr, de, gb };

/** A language's flag, `height` px tall (4:3); decorative: the language's name goes beside it. */
export function Flag({ code, height = 18 }: { code: LanguageCode; height?: number }) {
  return (
    <Box
      component="img"
      src={FLAGS[code]}
      alt=""
      width={Math.round((height * 4) / 3)}
      height={height}
      sx={{
        display: 'block',
        flexShrink: 0,
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)',
        objectFit: 'cover',
      }}
    />
  );
}
