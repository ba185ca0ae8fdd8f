// @vitest-environment happy-dom
import type { HttpClient } from '@volunteerkit/api-client';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { widgetView, type MountProps } from './shared.js';
import type { ViewContext } from './types.js';

interface ProbeProps extends MountProps {
  label: string;
}

const seen: ProbeProps[] = [];
let mounts = 0;

function Probe(props: ProbeProps) {
  const [instance] = useState(() => ++mounts);
  seen.push(props);
  return h('p', null, `${props.label} #${instance}`);
}

function context(filters: string): ViewContext {
  return {
    options: { apiBase: 'https://org.example/api/', filters, hash: true, messages: { a: 'b' } },
    http: {} as HttpClient,
    emit: () => undefined,
    adopt: () => undefined,
    host: document.body,
    window,
  } as unknown as ViewContext;
}

describe('widgetView (the view module of one widget)', () => {
  it("passes the mount's transport, messages and events with the view's own props", () => {
    const view = widgetView<ProbeProps>(Probe, ['.x{}'], (ctx, container) => ({
      label: `${ctx.options.filters} in ${container.localName}`,
    }));
    expect(view.styles).toEqual(['.x{}']);
    const container = document.createElement('div');
    const ctx = context('q=tea');
    view.render(container, ctx);
    expect(container.textContent).toBe('q=tea in div #1');
    expect(seen.at(-1)).toMatchObject({ http: ctx.http, messages: { a: 'b' }, onEvent: ctx.emit });

    // Same key: re-renders in place; new filters: a new widget (its controller is created once).
    view.render(container, ctx);
    expect(container.textContent).toBe('q=tea in div #1');
    view.render(container, context('q=coffee'));
    expect(container.textContent).toBe('q=coffee in div #2');

    view.unmount(container);
    expect(container.textContent).toBe('');
  });
});
