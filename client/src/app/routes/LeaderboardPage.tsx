import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function LeaderboardPage() {
  return (
    <PlaceholderPage title="Tabla de clasificación" description="Consulta los diseños con más votos del concurso." />
  );
}
