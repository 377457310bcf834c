import type { PageStateApi } from '../../state/pageStore';
import { ComponentBoundary } from './ComponentBoundary';
import type { CustomBlockSlice } from './customBlockSlice';
import { failedComponentText } from './customTexts';
import { useCustomBlock } from './useCustomBlock';

/** The registered component with its typed props, or a notice in its place (never a blank block). */
export function CustomBlockView({ slice, page }: { slice: CustomBlockSlice; page: PageStateApi }) {
  const custom = useCustomBlock(slice, page);
  if (custom.status === 'missing')
    return (
      <p className="page-custom__notice" role="alert">
        {custom.text}
      </p>
    );
  const { Component, props } = custom;
  return (
    <ComponentBoundary failedText={failedComponentText(slice.block.component)}>
      <Component {...props} />
    </ComponentBoundary>
  );
}
