-- Núcleo del servidor: usuarios, tokens de sesión (solo su sha256) e intentos de inicio de sesión.
-- Las migraciones son de solo añadir: un fichero aplicado no se vuelve a tocar (se guarda su checksum).

CREATE TABLE usuario (
  idusuario text PRIMARY KEY,
  login text NOT NULL UNIQUE,
  -- scrypt$N$r$p$sal$hash
  hash text NOT NULL,
  nombre text NOT NULL,
  -- Campos de UsuarioSesion (ids, permisos, apps) y ámbito de sincronización.
  datos jsonb NOT NULL,
  activo boolean NOT NULL DEFAULT true,
  creado timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX usuario_login_minusculas ON usuario (lower(login));

CREATE TABLE token (
  idtoken text PRIMARY KEY,
  idusuario text NOT NULL REFERENCES usuario (idusuario) ON DELETE CASCADE,
  -- sha256 (hex) del token: el token en claro solo lo tiene el cliente.
  hash text NOT NULL UNIQUE,
  creado timestamptz NOT NULL DEFAULT now(),
  expira timestamptz NOT NULL,
  revocado timestamptz
);
CREATE INDEX token_idusuario ON token (idusuario);

CREATE TABLE intento_login (
  idintento bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login text NOT NULL,
  ip text,
  correcto boolean NOT NULL,
  fecha timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intento_login_login_fecha ON intento_login (lower(login), fecha);
