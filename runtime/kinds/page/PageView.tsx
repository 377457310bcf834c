import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import type { KindViewProps } from '../registry';
import { PageBlock } from './PageBlock';
import { createPageStore } from './state/pageStore';
import './page.css';

/** The page kind: its blocks, top to bottom, sharing one page state. Keyed by route so two pages never share it. */
export default function PageView({ screen }: KindViewProps<'page'>) {
  return <PageScreenView key={screen.route} screen={screen} />;
}

function PageScreenView({ screen }: KindViewProps<'page'>) {
  const { session } = useAuth();
  const [page] = useState(() => createPageStore());
  const email = session?.email;
  const name = session?.name;
  useEffect(() => {
    page.set('user', { email, name });
  }, [email, name, page]);
  return (
    <section className="page-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {screen.title}
      </h1>
      {screen.blocks.map((block) => (
        <PageBlock key={block.id} screen={screen} block={block} page={page} />
      ))}
    </section>
  );
}
