import { Box } from '@mui/material';
import type { RoulettePrize } from '../../../shared/api/roulette';

const R = 100;
const COLORS = [
  '#e53935',
  '#fb8c00',
  '#fdd835',
  '#43a047',
  '#1e88e5',
  '#5e35b1',
  '#d81b60',
  '#00897b',
  '#6d4c41',
  '#546e7a',
];

/** Labels sit between the hub (radius 14) and the rim, with a little room at both ends. */
const LABEL_SIZE = 9;
const LABEL_ROOM = 76;
const LABEL_CENTRE = 14 + 4 + LABEL_ROOM / 2;
/** A label's drawn width, roughly: a Hangul or CJK glyph is one em, other characters about 0.6. */
const labelWidth = (label: string) =>
  [...label].reduce((w, c) => w + (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af]/.test(c) ? 1 : 0.6), 0) * LABEL_SIZE;

/** A point on the rim, `deg` clockwise from the top. */
const rim = (deg: number, r = R) =>
  [R + r * Math.sin((deg * Math.PI) / 180), R - r * Math.cos((deg * Math.PI) / 180)] as const;

/**
 * The wheel: equal slots in prize order (their chances are the weights, not the sizes), turned by
 * `angle` with an eased transition. Drawn as SVG attributes, so no inline style is needed (CSP).
 */
export function RouletteWheel({
  prizes,
  labels,
  angle,
  spinning,
}: {
  prizes: RoulettePrize[];
  labels: string[];
  angle: number;
  spinning: boolean;
}) {
  const slot = 360 / Math.max(prizes.length, 1);
  return (
    <Box sx={{ position: 'relative', width: { xs: 280, sm: 360 }, height: { xs: 280, sm: 360 }, mx: 'auto' }}>
      <Box
        component="svg"
        viewBox="0 0 200 200"
        role="img"
        data-testid="roulette-wheel"
        data-angle={Math.round(angle)}
        sx={{
          width: '100%',
          height: '100%',
          transform: `rotate(${angle}deg)`,
          transition: spinning ? 'transform 4s cubic-bezier(0.17, 0.67, 0.12, 0.99)' : 'none',
        }}
      >
        {prizes.map((p, i) => {
          const [x1, y1] = rim(i * slot);
          const [x2, y2] = rim((i + 1) * slot);
          // Each label runs along its slice's middle, from the hub outwards, and is squeezed to the
          // slice's length when it is longer: it never crosses into the next slice.
          const mid = (i + 0.5) * slot;
          const [tx, ty] = rim(mid, LABEL_CENTRE);
          const label = labels[i] ?? '';
          const fit = labelWidth(label) > LABEL_ROOM;
          return (
            <g key={p.id}>
              <path
                d={`M${R},${R} L${x1},${y1} A${R},${R} 0 ${slot > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
                fill={COLORS[i % COLORS.length]}
                stroke="#fff"
                strokeWidth={1}
              />
              <text
                x={tx}
                y={ty}
                fill="#fff"
                fontSize={LABEL_SIZE}
                fontWeight={700}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${mid - 90} ${tx} ${ty})`}
                {...(fit ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle cx={R} cy={R} r={14} fill="#263238" stroke="#fff" strokeWidth={2} />
      </Box>
      <Box
        component="svg"
        viewBox="0 0 20 20"
        aria-hidden
        sx={{ position: 'absolute', top: -6, left: '50%', width: 28, height: 28, ml: '-14px' }}
      >
        <path d="M2,0 L18,0 L10,16 Z" fill="#263238" />
      </Box>
    </Box>
  );
}
