import { landingMessages } from '../landing-messages';
import styles from './beach-hero.module.css';

/**
 * Drawn by us (no downloaded image): a beach volleyball court at sunset, fading into the page's background. The
 * picture keeps its own palette in both themes; only the fade takes the theme's background token.
 */
export function BeachHero({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 390 320" preserveAspectRatio="xMidYMid slice" role="img" aria-label={landingMessages.heroLabel}>
      <defs>
        <linearGradient id="areia-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#030712" />
          <stop offset="0.38" stopColor="#1e1b4b" />
          <stop offset="0.66" stopColor="#be185d" />
          <stop offset="0.84" stopColor="#f97316" />
          <stop offset="1" stopColor="#fde68a" />
        </linearGradient>
        <radialGradient id="areia-sun-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fb923c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="areia-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="1" stopColor="#fb923c" />
        </linearGradient>
        <linearGradient id="areia-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0369a1" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
        <linearGradient id="areia-sand" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fcd9a8" />
          <stop offset="0.55" stopColor="#d89b5b" />
          <stop offset="1" stopColor="#7c4a1e" />
        </linearGradient>
        <linearGradient id="areia-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.fade} stopOpacity="0" />
          <stop offset="1" className={styles.fade} />
        </linearGradient>
        <pattern id="areia-mesh" width="9" height="9" patternUnits="userSpaceOnUse">
          <path d="M9 0H0V9" fill="none" stroke="#f8fafc" strokeOpacity="0.45" strokeWidth="1" />
        </pattern>
        <clipPath id="areia-above-sea">
          <rect x="0" y="0" width="390" height="172" />
        </clipPath>
      </defs>

      <rect width="390" height="320" fill="url(#areia-sky)" />
      <g fill="#f8fafc">
        <circle cx="34" cy="28" r="1.2" opacity="0.8" />
        <circle cx="96" cy="54" r="0.9" opacity="0.6" />
        <circle cx="150" cy="20" r="1.1" opacity="0.7" />
        <circle cx="228" cy="40" r="0.8" opacity="0.5" />
        <circle cx="318" cy="18" r="1.3" opacity="0.8" />
        <circle cx="360" cy="62" r="0.9" opacity="0.5" />
      </g>

      <g clipPath="url(#areia-above-sea)">
        <circle cx="282" cy="166" r="92" fill="url(#areia-sun-glow)" />
        <circle cx="282" cy="166" r="44" fill="url(#areia-sun)" />
      </g>

      <g fill="none" stroke="#0f172a" strokeWidth="2" strokeLinecap="round" opacity="0.75">
        <path d="M60 92q6-6 12 0q6-6 12 0" />
        <path d="M104 74q4-4 8 0q4-4 8 0" />
        <path d="M206 104q5-5 10 0q5-5 10 0" />
      </g>

      <rect y="170" width="390" height="50" fill="url(#areia-sea)" />
      <g stroke="#fed7aa" strokeLinecap="round" opacity="0.8">
        <path d="M248 178h68" strokeWidth="3" />
        <path d="M258 188h48" strokeWidth="2.5" />
        <path d="M268 197h28" strokeWidth="2" />
        <path d="M275 205h14" strokeWidth="1.5" />
      </g>
      <g stroke="#e0f2fe" strokeLinecap="round" opacity="0.5" strokeWidth="1.5">
        <path d="M24 182h30M90 190h22M150 180h36M196 198h20M340 186h26" />
      </g>

      <path d="M0 214c50-8 92 4 140 0s96-12 146-6 74 8 104 4v14H0z" fill="#f8fafc" opacity="0.7" />
      <path d="M0 222c60-12 130 2 200-4s130-10 190-2V320H0z" fill="url(#areia-sand)" />

      <g>
        <path d="M30 236c-4-40 0-78 14-112" fill="none" stroke="#1c1917" strokeWidth="7" strokeLinecap="round" />
        <g fill="#14532d">
          <path d="M44 124c-22-10-44-4-56 10 18-6 36-6 56-10z" />
          <path d="M44 124c-8-22-30-32-48-28 18 6 34 16 48 28z" />
          <path d="M44 124c10-22 34-28 52-22-20 2-38 10-52 22z" />
          <path d="M44 124c24-4 44 8 52 26-16-12-32-20-52-26z" />
          <path d="M44 124c-2 20-14 36-30 44 10-14 20-28 30-44z" />
        </g>
      </g>

      <g>
        <ellipse cx="205" cy="276" rx="160" ry="10" fill="#000" opacity="0.18" />
        <path d="M72 272V150" stroke="#e2e8f0" strokeWidth="5" strokeLinecap="round" />
        <path d="M338 272V150" stroke="#e2e8f0" strokeWidth="5" strokeLinecap="round" />
        <rect x="74" y="156" width="262" height="42" fill="url(#areia-mesh)" />
        <rect x="74" y="152" width="262" height="7" rx="2" fill="#f8fafc" />
        <rect x="74" y="196" width="262" height="4" rx="2" fill="#f8fafc" opacity="0.85" />
        <path d="M74 200L56 276M336 200L354 276" stroke="#e2e8f0" strokeWidth="1.5" opacity="0.6" />
      </g>

      <path d="M150 128C160 96 180 80 204 72" fill="none" stroke="#fef3c7" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" opacity="0.8" />
      <g transform="translate(222 66)">
        <circle r="22" fill="#fde047" />
        <path d="M-22 0a22 22 0 0 0 30 20.5C2 10 0-6 6-21A22 22 0 0 0-22 0z" fill="#0ea5e9" />
        <path d="M6-21c10 6 16 18 14 30-8-8-18-12-28-12 4-6 8-12 14-18z" fill="#f8fafc" />
        <circle r="22" fill="none" stroke="#0c4a6e" strokeWidth="1.5" />
      </g>
      <ellipse cx="226" cy="262" rx="18" ry="4" fill="#000" opacity="0.22" />

      <rect y="232" width="390" height="88" fill="url(#areia-fade)" />
    </svg>
  );
}
