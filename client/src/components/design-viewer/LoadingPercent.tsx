type LoadingPercentProps = { share: number };

export function LoadingPercent({ share }: LoadingPercentProps) {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div
      className="design-viewer__loading"
      role="progressbar"
      aria-label="Cargando modelo 3D"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="spinner" aria-hidden="true" />
      Cargando {percent}%
    </div>
  );
}
