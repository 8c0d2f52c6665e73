import { rankOf } from '../../rules/baccarat';

const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** A card face (card 0–51: rank card % 13, suit floor(card / 13)), or its back when hidden. */
export function PlayingCard({
  card,
  width = 64,
  turned = false,
}: {
  card: number | null;
  width?: number;
  turned?: boolean;
}) {
  const height = width * 1.4;
  if (card === null) {
    return (
      <svg width={width} height={height} viewBox="0 0 100 140" aria-hidden="true">
        <rect x="2" y="2" width="96" height="136" rx="10" fill="#7f1d1d" stroke="#fde68a" strokeWidth="3" />
        <rect
          x="12"
          y="12"
          width="76"
          height="116"
          rx="6"
          fill="none"
          stroke="#fde68a"
          strokeWidth="2"
          strokeDasharray="4 4"
        />
      </svg>
    );
  }
  const suit = SUITS[Math.floor(card / 13)]!;
  const rank = RANKS[rankOf(card) - 1]!;
  const colour = suit === '♥' || suit === '♦' ? '#c4142c' : '#111827';
  return (
    <svg
      width={turned ? height : width}
      height={turned ? width : height}
      viewBox={turned ? '0 0 140 100' : '0 0 100 140'}
      role="img"
      aria-label={`${rank}${suit}`}
      data-testid="demo-card"
    >
      <g transform={turned ? 'translate(140 0) rotate(90)' : undefined}>
        <rect x="2" y="2" width="96" height="136" rx="10" fill="#fff" stroke="#d1d5db" strokeWidth="3" />
        <text x="12" y="34" fontSize="28" fontWeight="800" fill={colour} fontFamily="Georgia,serif">
          {rank}
        </text>
        <text x="12" y="58" fontSize="22" fill={colour}>
          {suit}
        </text>
        <text x="50" y="104" fontSize="52" textAnchor="middle" fill={colour}>
          {suit}
        </text>
      </g>
    </svg>
  );
}
