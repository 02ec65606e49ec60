import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('fetches its code when first shown, showing the fallback meanwhile', async () => {
    let imports = 0;
    const part = preloadable(
      () => {
        imports += 1;
        return Promise.resolve({ Greeting });
      },
      (module) => module.Greeting,
    );
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(imports).toBe(1);
  });

  it('renders at once, without suspending, once loaded beforehand', async () => {
    const part = preloadable(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
    );
    await part.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
