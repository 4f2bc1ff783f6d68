#!/bin/sh
# One-shot job (docker-compose.yml, service `minio-init`, image minio/mc): creates
# the uploads bucket and the app's own key, allowed to read and write that bucket
# only, so the app never holds MinIO's root credentials. Safe to run again: an
# existing bucket, user and policy are kept (the user's secret is reset to the
# configured one).
set -eu

: "${S3_ENDPOINT:?S3_ENDPOINT is required}"
: "${S3_BUCKET:?S3_BUCKET is required}"
: "${MINIO_ROOT_USER:?MINIO_ROOT_USER is required}"
: "${MINIO_ROOT_PASSWORD:?MINIO_ROOT_PASSWORD is required}"
: "${S3_APP_ACCESS_KEY:?S3_APP_ACCESS_KEY is required}"
: "${S3_APP_SECRET_KEY:?S3_APP_SECRET_KEY is required}"

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

policy=/tmp/contest-uploads-policy.json
cat >"$policy" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
JSON
mc admin policy create store contest-uploads-rw "$policy" >/dev/null
mc admin user add store "$S3_APP_ACCESS_KEY" "$S3_APP_SECRET_KEY" >/dev/null
if ! mc admin user info store "$S3_APP_ACCESS_KEY" | grep -q contest-uploads-rw; then
  mc admin policy attach store contest-uploads-rw --user "$S3_APP_ACCESS_KEY" >/dev/null
fi
echo "minio-init: bucket $S3_BUCKET ready; key $S3_APP_ACCESS_KEY may use it and nothing else"
