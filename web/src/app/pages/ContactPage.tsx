import { Contact } from '@/features/contact';

export function ContactPage() {
  return <Contact />;
}
