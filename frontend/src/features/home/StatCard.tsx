// One status card of the dashboard: an icon, a headline (a link to its screen when it has
// one) and the lines under it. Plain elements around the icon and the link: see
// Dashboard.module.css.
import type { ReactNode } from 'react';
import { Anchor, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './Dashboard.module.css';

interface StatCardProps {
  icon: ReactNode;
  color: string;
  /** The card's name for assistive technology ('Nodes', 'Health'). */
  label: string;
  headline: ReactNode;
  /** Makes the headline a link to this screen. */
  to?: string;
  lines?: ReactNode[];
  /** Shown after the lines (the health card's details menu). */
  extra?: ReactNode;
}

export function StatCard({ icon, color, label, headline, to, lines = [], extra }: StatCardProps) {
  const title = <p className={classes.headline}>{headline}</p>;
  return (
    <section className={classes.card} aria-label={label}>
      <div className={classes.cardRow}>
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <div className={classes.cardText}>
          {to ? (
            <Anchor component={Link} to={to} underline="hover" c="inherit">
              {title}
            </Anchor>
          ) : (
            title
          )}
          {lines.map((line, index) => (
            <p key={index} className={classes.line}>
              {line}
            </p>
          ))}
          {extra}
        </div>
      </div>
    </section>
  );
}
