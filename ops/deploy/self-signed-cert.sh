#!/bin/sh
# Makes a self-signed certificate and key for trying the compose topology locally:
#   sh ops/deploy/self-signed-cert.sh [host]      (default host: localhost)
# Writes ops/deploy/tls/fullchain.pem and ops/deploy/tls/privkey.pem, the default
# TLS_CERT_FILE and TLS_KEY_FILE of docker-compose.yml. Browsers will warn: for a
# real site, point TLS_CERT_FILE / TLS_KEY_FILE at a certificate from a CA.
set -eu

host="${1:-localhost}"
dir="$(dirname "$0")/tls"
mkdir -p "$dir"
umask 077
openssl req -x509 -newkey rsa:2048 -sha256 -days 365 -nodes \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" \
  -subj "/CN=$host" \
  -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" 2>/dev/null
chmod 644 "$dir/fullchain.pem"
echo "self-signed certificate for $host in $dir (valid 365 days)"
