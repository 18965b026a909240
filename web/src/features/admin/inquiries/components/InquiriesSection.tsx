import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '@/components/ui';
import { InquiryInbox } from './InquiryInbox';
import { SubscriberList } from './SubscriberList';

const VIEWS = ['inbox', 'subscribers'] as const;
type View = (typeof VIEWS)[number];

/** The sixth section: the contact-form inbox and the newsletter's subscribers, a tab each (`?view=`). */
export function InquiriesSection() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('view');
  const view: View = (VIEWS as readonly string[]).includes(requested ?? '') ? (requested as View) : 'inbox';
  return (
    <>
      <h2>
        <Trans>Inquiries</Trans>
      </h2>
      <Tabs
        label={t`Inquiries and newsletter`}
        value={view}
        onValueChange={(next) =>
          setSearch((prev) => {
            const params = new URLSearchParams();
            params.set('section', prev.get('section') ?? 'inquiries');
            if (next !== 'inbox') params.set('view', next);
            return params;
          })
        }
        keepMounted={false}
        items={[
          { id: 'inbox', label: t`Inbox`, content: <InquiryInbox /> },
          { id: 'subscribers', label: t`Newsletter subscribers`, content: <SubscriberList /> },
        ]}
      />
    </>
  );
}
