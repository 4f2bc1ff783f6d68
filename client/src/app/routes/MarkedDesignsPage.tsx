import { ModerationScreen } from '../../features/moderation/components/ModerationScreen.tsx';

export default function MarkedDesignsPage() {
  return <ModerationScreen />;
}
