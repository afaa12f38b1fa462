-- Seguridad: límite de intentos fallidos de inicio de sesión (server/auth/limite-login.ts).
-- Un intento rechazado por el límite queda anotado con `bloqueado` y no cuenta como fallo (si contara,
-- cada intento durante el bloqueo lo alargaría). El índice por dirección sirve al límite por IP.
ALTER TABLE intento_login ADD COLUMN bloqueado boolean NOT NULL DEFAULT false;
CREATE INDEX intento_login_ip_fecha ON intento_login (ip, fecha);
