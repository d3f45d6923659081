// The card code as a Code 128 barcode (issue 9), drawn on the device by JsBarcode, which loads
// only when a barcode is shown (never with /login). Black bars on white with a quiet zone of 10
// modules each side, crisp edges, stretched to the box: its size is fixed before the library
// arrives, so nothing moves when the bars appear.
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** Quiet zone each side, in modules (Code 128 asks for at least 10). */
const QUIET_MODULES = 10;
const MODULE = 2;

let library: Promise<typeof import('jsbarcode')> | undefined;
const loadLibrary = () => {
  if (!library) {
    const loading = import('jsbarcode').then((m) => (m.default ?? m) as typeof import('jsbarcode'));
    // A failed load (offline before the chunk was kept) is tried again next time.
    loading.catch(() => {
      if (library === loading) library = undefined;
    });
    library = loading;
  }
  return library;
};

/** Draws `code` into a new SVG whose bars stretch to the box it is put in. */
async function drawBarcode(code: string): Promise<SVGSVGElement> {
  const JsBarcode = await loadLibrary();
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  JsBarcode(svg, code, {
    format: 'CODE128',
    width: MODULE,
    height: 100,
    margin: 0,
    marginLeft: QUIET_MODULES * MODULE,
    marginRight: QUIET_MODULES * MODULE,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#000000',
  });
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg;
}

export interface CardBarcodeProps {
  code: string;
  /** The accessible name: says it is the card's barcode, with the code. */
  label: string;
  /** Height of the bars in CSS pixels. */
  height: number;
}

export function CardBarcode({ code, label, height }: CardBarcodeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    drawBarcode(code).then(
      (svg) => {
        if (current) box.current?.replaceChildren(svg);
      },
      () => {
        // No library (offline, never loaded): the printed code under the box still serves.
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      data-testid="card-barcode"
      data-code={code}
      sx={{ width: '100%', height, bgcolor: '#ffffff', '& svg': { display: 'block' } }}
    />
  );
}
