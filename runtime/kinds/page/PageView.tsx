import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import type { Block } from '../../generated/screen';
import { useDomainRules } from '../../domain/useDomainRules';
import { LeaveGuardHost } from '../../screens/unsavedWork';
import { templateGlobals } from '../../templates/globals';
import type { KindViewProps } from '../kindParts';
import { ChildBlocksContext } from './blocks/childBlocks';
import { PageLookups } from './lookups/PageLookups';
import { PageBlock } from './PageBlock';
import { createPageStore } from './state/pageStore';
import './page.css';

/** How often the business date is looked at again (it changes at midnight in America/Winnipeg). */
const TODAY_CHECK_MS = 60_000;

/** The page kind: its blocks, top to bottom, sharing one page state. Keyed by route so two pages never share it. */
export default function PageView({ screen }: KindViewProps<'page'>) {
  // Templates, forms and the page's globals (today's business date) call the domain rules.
  useDomainRules();
  return <PageScreenView key={screen.route} screen={screen} />;
}

function PageScreenView({ screen }: KindViewProps<'page'>) {
  const { session } = useAuth();
  const [page] = useState(() => createPageStore());
  const email = session?.email;
  const name = session?.name;
  useEffect(() => {
    const publish = () => {
      const globals = templateGlobals({ email, name }, Date.now());
      page.set('user', globals.user.email === '' && globals.user.name === '' ? undefined : globals.user);
      page.set('today', globals.today);
    };
    publish();
    const timer = setInterval(publish, TODAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [email, name, page]);
  const renderBlock = useCallback((block: Block) => <PageBlock key={block.id} screen={screen} block={block} page={page} />, [page, screen]);
  return (
    // One leave guard for the page: its forms and grid blocks report their unsaved work to it.
    <LeaveGuardHost>
      <ChildBlocksContext value={renderBlock}>
        <section className="page-screen" aria-labelledby="screen-title">
          <h1 id="screen-title" tabIndex={-1}>
            {screen.title}
          </h1>
          {screen.blocks.map(renderBlock)}
        </section>
        <PageLookups lookups={screen.lookups} />
      </ChildBlocksContext>
    </LeaveGuardHost>
  );
}
