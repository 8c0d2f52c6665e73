/** The slot's symbols drawn in SVG, centred in a 100 x 100 cell at (x, y). */
export function SlotSymbol({ symbol, x, y }: { symbol: string; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {symbol === 'W' && (
        <>
          <polygon
            points="50,8 61,38 93,38 67,57 77,89 50,70 23,89 33,57 7,38 39,38"
            fill="#f2c94c"
            stroke="#7a4b00"
            strokeWidth="3"
          />
          <text x="50" y="60" textAnchor="middle" fontSize="17" fontWeight="900" fill="#5a1a00">
            WILD
          </text>
        </>
      )}
      {symbol === 'S' && (
        <>
          <circle cx="50" cy="50" r="40" fill="#7c3aed" stroke="#e9d5ff" strokeWidth="4" />
          <circle cx="50" cy="50" r="28" fill="none" stroke="#f0abfc" strokeWidth="3" strokeDasharray="6 5" />
          <text x="50" y="58" textAnchor="middle" fontSize="22" fontWeight="900" fill="#fff">
            FREE
          </text>
        </>
      )}
      {symbol === '7' && (
        <text
          x="50"
          y="80"
          textAnchor="middle"
          fontSize="82"
          fontWeight="900"
          fontFamily="Arial Black,Arial,sans-serif"
          fill="#ef2b3c"
          stroke="#fff"
          strokeWidth="3"
        >
          7
        </text>
      )}
      {symbol === 'D' && (
        <>
          <polygon points="50,12 86,40 50,90 14,40" fill="#38bdf8" stroke="#e0f2fe" strokeWidth="3" />
          <polygon points="30,40 50,12 70,40 50,90" fill="#7dd3fc" opacity="0.7" />
        </>
      )}
      {symbol === 'B' && (
        <>
          <path
            d="M50 14 C30 14 26 36 26 52 C26 64 18 70 14 76 L86 76 C82 70 74 64 74 52 C74 36 70 14 50 14 Z"
            fill="#fbbf24"
            stroke="#92400e"
            strokeWidth="3"
          />
          <circle cx="50" cy="84" r="8" fill="#b45309" />
        </>
      )}
      {symbol === 'G' && (
        <>
          {[
            [38, 34],
            [62, 34],
            [50, 52],
            [30, 52],
            [70, 52],
            [40, 70],
            [60, 70],
            [50, 86],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="12" fill="#8b5cf6" stroke="#ddd6fe" strokeWidth="2" />
          ))}
          <path d="M50 22 L56 8" stroke="#65a30d" strokeWidth="4" />
        </>
      )}
      {symbol === 'L' && <ellipse cx="50" cy="52" rx="36" ry="28" fill="#facc15" stroke="#a16207" strokeWidth="3" />}
      {symbol === 'C' && (
        <>
          <path d="M34 62 Q44 24 68 12 M66 62 Q64 30 68 12" stroke="#15803d" strokeWidth="4" fill="none" />
          <circle cx="34" cy="68" r="16" fill="#dc2626" stroke="#fecaca" strokeWidth="2" />
          <circle cx="66" cy="68" r="16" fill="#dc2626" stroke="#fecaca" strokeWidth="2" />
        </>
      )}
    </g>
  );
}
