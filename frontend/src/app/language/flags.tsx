// Small inline flags for the language switcher: emoji flags do not render on every system.
import { useId, type ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import { angleTowards, starPoints } from './starPoints';

interface FlagProps {
  language: Language;
  size?: number;
}

function Frame({
  size,
  viewBox,
  children,
}: {
  size: number;
  viewBox: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size * 1.5}
      height={size}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      style={{ borderRadius: 2, display: 'block', boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)' }}
    >
      {children}
    </svg>
  );
}

function Tricolour({ colors, vertical }: { colors: [string, string, string]; vertical: boolean }) {
  return colors.map((fill, i) =>
    vertical ? (
      <rect key={fill} x={i} y={0} width={1} height={2} fill={fill} />
    ) : (
      <rect key={fill} x={0} y={(i * 2) / 3} width={3} height={2 / 3} fill={fill} />
    ),
  );
}

function UnionFlag() {
  const id = useId();
  return (
    <>
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width={60} height={30} fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth={6} />
      <path
        d="M0,0 L60,30 M60,0 L0,30"
        clipPath={`url(#${id}-t)`}
        stroke="#C8102E"
        strokeWidth={4}
      />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth={10} />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth={6} />
    </>
  );
}

const SMALL_STARS: readonly [number, number][] = [
  [10, 2],
  [12, 4],
  [12, 7],
  [10, 9],
];

function ChinaFlag() {
  return (
    <>
      <rect width={30} height={20} fill="#EE1C25" />
      <polygon points={starPoints(5, 5, 3)} fill="#FFFF00" />
      {SMALL_STARS.map(([x, y]) => (
        <polygon
          key={`${x}-${y}`}
          points={starPoints(x, y, 1, angleTowards(x, y, 5, 5))}
          fill="#FFFF00"
        />
      ))}
    </>
  );
}

export function Flag({ language, size = 14 }: FlagProps) {
  switch (language) {
    case 'en':
      return (
        <Frame size={size} viewBox="0 0 60 30">
          <UnionFlag />
        </Frame>
      );
    case 'cn':
      return (
        <Frame size={size} viewBox="0 0 30 20">
          <ChinaFlag />
        </Frame>
      );
    case 'fr':
      return (
        <Frame size={size} viewBox="0 0 3 2">
          <Tricolour vertical colors={['#002654', '#FFFFFF', '#CE1126']} />
        </Frame>
      );
    case 'it':
      return (
        <Frame size={size} viewBox="0 0 3 2">
          <Tricolour vertical colors={['#009246', '#FFFFFF', '#CE2B37']} />
        </Frame>
      );
    case 'ru':
      return (
        <Frame size={size} viewBox="0 0 3 2">
          <Tricolour vertical={false} colors={['#FFFFFF', '#0039A6', '#D52B1E']} />
        </Frame>
      );
    case 'jp':
      return (
        <Frame size={size} viewBox="0 0 3 2">
          <rect width={3} height={2} fill="#FFFFFF" />
          <circle cx={1.5} cy={1} r={0.6} fill="#BC002D" />
        </Frame>
      );
  }
}
