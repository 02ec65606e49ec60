// Mantine's Group, Stack, small Text, small Anchor and second-order Title as the very elements
// they render (classes, data attributes, variables), for what every screen's frame holds: the
// Mantine components mount two or three components each, the plain elements one. A test renders
// both and compares their elements.
import type { CSSProperties, HTMLAttributes } from 'react';
import { Anchor, Group, Stack, Text, Title, getSpacing, type MantineSpacing } from '@mantine/core';
import { Link, type LinkProps } from 'react-router-dom';

const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;

type DivAttributes = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'>;

interface GroupLook {
  gap?: MantineSpacing;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: 'wrap' | 'nowrap';
}

/** A Group (`<Group gap=… justify=… wrap=…>`), without grow. */
export function PlainGroup({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
  ...div
}: DivAttributes & GroupLook) {
  const style = {
    '--group-gap': getSpacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  } as CSSProperties;
  return <div style={style} className={GROUP_CLASS} {...div} />;
}

const STACK_CLASS = `${Stack.classes.root} mantine-Stack-root`;

/** A Stack (`<Stack gap=…>`), its children stretched from the top. */
export function PlainStack({ gap = 'md', ...div }: DivAttributes & { gap?: MantineSpacing }) {
  const style = {
    '--stack-gap': getSpacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  } as CSSProperties;
  return <div style={style} className={STACK_CLASS} {...div} />;
}

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const SMALL_TEXT = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
} as CSSProperties;

/** A small Text paragraph (`<Text size="sm">`). */
export function SmallText(
  props: Omit<HTMLAttributes<HTMLParagraphElement>, 'className' | 'style'>,
) {
  return <p style={SMALL_TEXT} className={TEXT_CLASS} data-size="sm" {...props} />;
}

const ANCHOR_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;

/** A small link of the app (`<Anchor component={Link} size="sm">`). */
export function SmallLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return (
    <Link
      style={SMALL_TEXT}
      className={ANCHOR_CLASS}
      data-size="sm"
      data-underline="hover"
      {...props}
    />
  );
}

const TITLE_CLASS = `${Title.classes.root} mantine-Title-root`;
const SCREEN_TITLE = {
  '--title-fw': 'var(--mantine-h2-font-weight)',
  '--title-lh': 'var(--mantine-h2-line-height)',
  '--title-fz': 'var(--mantine-h2-font-size)',
} as CSSProperties;

/** A screen's heading (`<Title order={2}>`); a style given joins the variables. */
export function ScreenTitle({
  style,
  ...heading
}: Omit<HTMLAttributes<HTMLHeadingElement>, 'className'>) {
  return (
    <h2
      style={style ? { ...SCREEN_TITLE, ...style } : SCREEN_TITLE}
      className={TITLE_CLASS}
      data-order="2"
      {...heading}
    />
  );
}
