// An e-mail address as text that wraps only between its parts, after a dot or before the @,
// never inside a word nor at a hyphen: "francesca.rossi" / "@studio-rossi.example.com", not
// "francesca.ros" / "si@studio-" / "rossi…". A table column grows to the longest part.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';

/** The parts of an e-mail between which it may wrap. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=\.)|(?=@)/);
}

export function EmailText({ email, sx }: { email: string; sx?: SxProps<Theme> }) {
  let at = 0;
  return (
    <Box
      component="span"
      sx={[{ '& > span': { whiteSpace: 'nowrap' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {emailParts(email).map((part, i) => {
        const key = at;
        at += part.length;
        return (
          <Fragment key={key}>
            {i > 0 && <wbr />}
            <span>{part}</span>
          </Fragment>
        );
      })}
    </Box>
  );
}
