#!/bin/sh
# One-shot job (docker-compose.yml, service `minio-init`, image minio/mc):
# creates the uploads bucket in MinIO. Safe to run again: an existing bucket is kept.
set -eu

: "${S3_ENDPOINT:?S3_ENDPOINT is required}"
: "${S3_BUCKET:?S3_BUCKET is required}"
: "${MINIO_ROOT_USER:?MINIO_ROOT_USER is required}"
: "${MINIO_ROOT_PASSWORD:?MINIO_ROOT_PASSWORD is required}"

# MinIO may still be starting even when its healthcheck passed once: retry for about a minute.
attempt=1
until mc alias set store "$S3_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null &&
  mc mb --ignore-existing "store/$S3_BUCKET"; do
  if [ "$attempt" -ge 30 ]; then
    echo "minio-init: MinIO at $S3_ENDPOINT did not accept the bucket after $attempt attempts" >&2
    exit 1
  fi
  attempt=$((attempt + 1))
  sleep 2
done
echo "minio-init: bucket $S3_BUCKET ready"
