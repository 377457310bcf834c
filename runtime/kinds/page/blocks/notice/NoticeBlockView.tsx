import './notice.css';
import { Link } from 'react-router';
import type { NoticeBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { paragraphs } from '../disclosures/paragraphs';

/** The definition's text, a paragraph per blank-line-separated part, and its link to another screen under it. */
export function NoticeBlockView({ slice }: { slice: { block: NoticeBlock }; page: PageStateApi }) {
  const { text, link } = slice.block;
  return (
    <div className="page-notice">
      {paragraphs(text).map((paragraph, at) => (
        <p key={at}>{paragraph}</p>
      ))}
      {link && (
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      )}
    </div>
  );
}
