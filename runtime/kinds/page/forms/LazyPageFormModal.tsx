import { lazy } from 'react';

/** A page's modal form, its code (rjsf, the precompiled validators) loaded when one first opens. */
export const LazyPageFormModal = lazy(() => import('./PageFormModal').then((module) => ({ default: module.PageFormModal })));
