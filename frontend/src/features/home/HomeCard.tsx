// A dashboard card: a section named by its heading, with its content stacked below it. Plain
// elements around the heading: see Dashboard.module.css.
import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import classes from './Dashboard.module.css';

export function HomeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.card} aria-label={title}>
      <div className={classes.cardStack}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </div>
    </section>
  );
}
