/**
 * Agenda del cuadrante (/cuadrantes/agenda): los turnos del vigilante de la sesión del mes en curso y del
 * siguiente, por días, con el total de horas de cada mes; 'Mes anterior', 'Este mes' y 'Mes siguiente'.
 * Quien puede editar el cuadrante (la supervisión) elige el vigilante (?idvigilante= lo preselecciona).
 * Todo sale del dispositivo: funciona sin conexión.
 */
import { useId, useState } from 'react';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { AgendaVigilante } from './AgendaVigilante';
import { useVigilantesActivos } from './consultas';
import { TEXTOS_CUADRANTES as T } from './cuadrantes.labels';
import { desplazarMes, type Mes } from './rejilla';

const mesActual = (): Mes => {
  const hoy = new Date();
  return { anio: hoy.getFullYear(), mes: hoy.getMonth() + 1 };
};

export function AgendaCuadranteScreen({ idvigilante: pedido }: { idvigilante?: string }) {
  const { sesion } = useVigia();
  const usuario = sesion.usuario;
  const supervisor = puede(usuario, 'cuadrante', 'editar');
  const [idvigilante, setIdvigilante] = useState<string | null>(supervisor ? (pedido ?? usuario.idvigilante) : usuario.idvigilante);
  const [desde, setDesde] = useState<Mes>(mesActual);
  const vigilantes = useVigilantesActivos(supervisor);
  const elegido = usePorIds('vigilante', idvigilante === null ? [] : [idvigilante]);
  const idSelector = useId();
  const propio = idvigilante !== null && idvigilante === usuario.idvigilante;
  const nombre = idvigilante === null ? null : (elegido?.get(idvigilante)?.nombre ?? null);

  return (
    <div className="pantalla">
      <h1>{propio || nombre === null ? T.agenda : T.agendaDe(nombre)}</h1>
      {supervisor && (
        <div className="botonera">
          <label htmlFor={idSelector}>{T.vigilante}</label>
          <select id={idSelector} value={idvigilante ?? ''} onChange={(e) => setIdvigilante(e.target.value === '' ? null : e.target.value)}>
            <option value="">{vigilantes === undefined ? T.cargando : T.eligeVigilante}</option>
            {(vigilantes ?? []).map((v) => (
              <option key={v.idvigilante} value={v.idvigilante}>
                {`${v.nombre} (${v.tip})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <nav className="botonera" aria-label={T.navegacionMes}>
        <button type="button" className="boton" onClick={() => setDesde((m) => desplazarMes(m, -1))}>
          {T.mesAnterior}
        </button>
        <button type="button" className="boton" onClick={() => setDesde(mesActual())}>
          {T.esteMes}
        </button>
        <button type="button" className="boton" onClick={() => setDesde((m) => desplazarMes(m, 1))}>
          {T.mesSiguiente}
        </button>
      </nav>
      {idvigilante === null ? <p className="vacio">{T.sinVigilante}</p> : <AgendaVigilante idvigilante={idvigilante} desde={desde} meses={2} />}
    </div>
  );
}
