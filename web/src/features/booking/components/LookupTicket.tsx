import { useMemo } from 'react';
import QRCode from 'qrcode';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';

/** The modules of the quiet zone around the code (the QR standard's four). */
const QUIET = 4;

const Ticket = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/*
 * Black on white whatever the page's theme or the browser's forced colours (a scanner needs the light
 * quiet zone around dark modules): 280 px wide, or the card's width on the narrowest phones.
 */
const Code = styled.svg`
  display: block;
  width: min(280px, 100%);
  height: auto;
  margin: 0 auto;
  background: #ffffff;
  color-scheme: only light;
  forced-color-adjust: none;
`;

const CodeText = styled.p`
  font-family: ui-monospace, Menlo, Consolas, 'Courier New', monospace;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;

  && {
    margin: ${({ theme }) => theme.space.md} 0 0;
  }
`;

/** The dark modules of a QR code as one SVG path (a 1-unit square each), offset by the quiet zone. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { size: modules.size + 2 * QUIET, path };
}

/**
 * A confirmed booking's ticket on the look-up page (issue 39): a large QR code of the ticket code to show
 * at the meeting point (readable from this phone held to staff's), and the code in text for typing.
 */
export function LookupTicket({ code }: { code: string }) {
  const { t } = useLingui();
  const { size, path } = useMemo(() => qrPath(code), [code]);
  return (
    <Ticket aria-labelledby="lookup-ticket-title">
      <h3 id="lookup-ticket-title">{t`Your ticket`}</h3>
      <p>{t`Show this at the meeting point.`}</p>
      <Code
        role="img"
        aria-label={t`Ticket QR code ${code}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        data-testid="ticket-qr"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </Code>
      <CodeText aria-label={t`Ticket code`}>{code}</CodeText>
    </Ticket>
  );
}
