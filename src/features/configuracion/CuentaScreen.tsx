/** Mi cuenta: los datos del usuario de la sesión, de solo lectura (nombre, login, ids, apps, delegación). */
import type { UsuarioSesion } from '../../../replication/sesion';
import { tieneAccesoApp } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { useDescargaPendiente } from '../../ui/documento/AvisoDescargando';
import { etiquetasApp, ordenApps } from '../menu/menu.labels';
import { titulosConfiguracion } from './configuracion.labels';
import { MigasConfiguracion } from './Migas';

type CampoId = 'idusuario' | 'idempleado' | 'idtecnico' | 'idcomercial' | 'idvigilante' | 'idalmacen';

const etiquetasId: Record<CampoId, string> = {
  idusuario: 'Id. de usuario',
  idempleado: 'Id. de empleado',
  idtecnico: 'Id. de técnico',
  idcomercial: 'Id. de comercial',
  idvigilante: 'Id. de vigilante',
  idalmacen: 'Id. de almacén',
};
const CAMPOS_ID: readonly CampoId[] = ['idusuario', 'idempleado', 'idtecnico', 'idcomercial', 'idvigilante', 'idalmacen'];

const valor = (u: UsuarioSesion, c: CampoId): string => u[c] ?? '—';

export function CuentaScreen() {
  const { sesion, db } = useVigia();
  const u = sesion.usuario;
  const { resultado: delegacion } = useRxQuery(() => (u.iddelegacion ? db.delegacion.findOne(u.iddelegacion) : null), [db, u.iddelegacion]);
  const apps = ordenApps.filter((a) => tieneAccesoApp(u, a));
  // Mientras la primera descarga sigue, la delegación aún no está: se dice, en vez de enseñar su número a secas.
  const descargaPendiente = useDescargaPendiente();
  const nombreDelegacion =
    u.iddelegacion === null
      ? '—'
      : delegacion
        ? `${delegacion.nombre} (${u.iddelegacion})`
        : delegacion === undefined || descargaPendiente
          ? 'Descargando…'
          : `Delegación ${u.iddelegacion}`;

  return (
    <div className="pantalla">
      <MigasConfiguracion />
      <h1>{titulosConfiguracion.cuenta}</h1>
      <section className="tarjeta" aria-labelledby="cuenta-usuario">
        <h2 id="cuenta-usuario">Usuario</h2>
        <dl className="detalle">
          <div>
            <dt>Nombre</dt>
            <dd>{u.nombre}</dd>
          </div>
          <div>
            <dt>Usuario</dt>
            <dd>{u.login}</dd>
          </div>
          <div>
            <dt>Delegación</dt>
            <dd>{nombreDelegacion}</dd>
          </div>
          {CAMPOS_ID.map((c) => (
            <div key={c}>
              <dt>{etiquetasId[c]}</dt>
              <dd>{valor(u, c)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="tarjeta" aria-labelledby="cuenta-apps">
        <h2 id="cuenta-apps">Aplicaciones</h2>
        {apps.length === 0 ? (
          <p className="vacio">Tu usuario no tiene acceso a ninguna aplicación.</p>
        ) : (
          <ul className="lista-simple">
            {apps.map((a) => (
              <li key={a}>{etiquetasApp[a]}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
