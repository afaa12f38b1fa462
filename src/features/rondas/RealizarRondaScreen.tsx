/**
 * La ronda en curso (/rondas/realizar/{idronda_realizada}), sin conexión: la ronda y su puesto, la barra
 * 'n de m puntos', cada punto con su estado (pendiente, leído con la hora, fuera de orden), las lecturas
 * hechas con su resultado y 'Escanear punto', que abre el lector de QR compartido. Cada lectura toma la
 * posición si se puede (5 s como mucho; si no, una vez el aviso de que se guarda sin ella), llama a
 * ronda.escanearSync y dice el resultado en una región role="status". 'Cerrar ronda' abre el formulario
 * con los puntos que faltan y su motivo, y lleva a la ronda realizada. Una ronda cerrada se ve sin botones.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearHora } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { DialogoEscanerQr } from '../../ui/dialogos/DialogoEscanerQr';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { CIERRE_VACIO, formularioCerrarRonda } from './cerrar-formulario';
import { useLecturasRonda, useNombrePuesto, useNombresPuntos, usePuntosRonda, useRondaProgramada } from './consultas';
import { VolverRealizadas } from './enlaces';
import { obtenerPosicion } from './posicion';
import { estadoPuntos, mensajeLectura, nombreResultado, progresoRonda, puntosSinLeer, textoEstadoPunto, type PuntoConEstado, type PuntoRonda, type RondaCheck, type RondaRealizada } from './rondas';
import { etiquetasLectura as EL, TEXTOS_RONDAS as T, TEXTOS_REALIZAR as R } from './rondas.labels';
import './rondas.css';

export function RealizarRondaScreen({ idronda_realizada }: { idronda_realizada: string }) {
  return (
    <Documento coleccion="rondarealizada" id={idronda_realizada} nombre="Ronda" volver={<VolverRealizadas />}>
      {(ronda) => <RealizarRonda ronda={ronda} />}
    </Documento>
  );
}

/** Lo que se dice tras la última lectura. */
interface Lectura {
  texto: string;
  incidencia: boolean;
}

/** Las columnas de las lecturas hechas: n.º, punto (o el código leído), resultado y hora del dispositivo. */
const columnasLecturas = (nombres: ReadonlyMap<string, string>): readonly ColumnaTablaHija<RondaCheck>[] => [
  { id: 'secuencia', cabecera: EL.secuencia, tipo: 'numero', valor: (c) => c.secuencia },
  { id: 'punto', cabecera: EL.punto, tipo: 'texto', valor: (c) => (c.idpunto_ronda ? (nombres.get(c.idpunto_ronda) ?? c.codigo) : c.codigo) },
  { id: 'resultado', cabecera: EL.resultado, tipo: 'texto', valor: (c) => nombreResultado(c.resultado) },
  { id: 'hora', cabecera: EL.fdispositivo, tipo: 'codigo', valor: (c) => c.fdispositivo ?? null, celda: (c) => formatearHora(c.fdispositivo) },
];

function RealizarRonda({ ronda }: { ronda: RondaRealizada }) {
  const { db, motor, sesion } = useVigia();
  const navegar = useNavigate();
  const idProgreso = useId();
  const { idronda_realizada } = ronda;
  const programada = useRondaProgramada(ronda.idronda_programada);
  const puesto = useNombrePuesto(ronda.idpuesto_servicio);
  const puntos = usePuntosRonda(ronda.idronda_programada);
  const lecturas = useLecturasRonda(idronda_realizada);
  const estados = useMemo(() => (puntos && lecturas ? estadoPuntos(puntos, lecturas) : undefined), [puntos, lecturas]);
  const faltan = useMemo(() => (puntos && lecturas ? puntosSinLeer(puntos, lecturas) : []), [puntos, lecturas]);
  const nombres = useNombresPuntos(ronda.idronda_programada);
  const columnas = useMemo(() => columnasLecturas(nombres), [nombres]);

  const [escaner, setEscaner] = useState(false);
  const [ultima, setUltima] = useState<Lectura | null>(null);
  const [sinPosicion, setSinPosicion] = useState(false);
  const [cerrando, setCerrando] = useState(false);

  const abierta = ronda.situacion === 'en_curso';
  const puedeEscanear = abierta && puede(sesion.usuario, 'ronda_check', 'insertar');
  const puedeCerrar = abierta && puede(sesion.usuario, 'ronda_realizada', 'editar');

  const leer = useAccion<string, Lectura>({
    ejecutar: async (codigo) => {
      const posicion = await obtenerPosicion();
      if (!posicion) setSinPosicion(true);
      const idronda_check = crypto.randomUUID();
      await motor.mutate('ronda.escanearSync', {
        idronda_check,
        idronda_realizada,
        codigo,
        lat: posicion?.lat ?? null,
        lng: posicion?.lng ?? null,
        precision: posicion?.precision ?? null,
      });
      // La lectura ya está en el dispositivo (el mutador se aplica en local al momento), con su resultado.
      const check = await db.rondacheck.findOne(idronda_check).exec();
      const punto = check?.idpunto_ronda ? await db.puntoronda.findOne(check.idpunto_ronda).exec() : null;
      return mensajeLectura(check ?? { resultado: 'desconocido', codigo }, punto ?? undefined);
    },
    alTerminar: (lectura) => setUltima(lectura),
  });

  const alLeer = (codigo: string) => {
    setEscaner(false);
    setUltima(null);
    void leer.ejecutar(codigo);
  };

  const declaracionCierre = useMemo(() => formularioCerrarRonda(motor, faltan), [motor, faltan]);
  const progreso = estados ? progresoRonda(estados) : null;
  const nombre = programada === undefined ? T.cargando : (programada?.nombre ?? T.noEsta);

  return (
    <div className="pantalla">
      <h1>{R.titulo(nombre)}</h1>
      <p className="nota">{puesto}</p>

      {progreso && (
        <div className="progreso-ronda">
          <p id={idProgreso}>{R.progreso(progreso.leidos, progreso.total)}</p>
          <progress value={progreso.leidos} max={Math.max(progreso.total, 1)} aria-labelledby={idProgreso} />
        </div>
      )}

      {abierta ? (
        <div className="botonera">
          {puedeEscanear && (
            <Button className="boton boton-primario boton-ronda ronda-escanear" isDisabled={leer.ocupado} onPress={() => setEscaner(true)}>
              {leer.ocupado ? R.guardando : R.escanear}
            </Button>
          )}
          {puedeCerrar && !cerrando && (
            <button type="button" className="boton" onClick={() => setCerrando(true)}>
              {R.cerrar}
            </button>
          )}
        </div>
      ) : (
        <p className="nota">
          {R.cerrada}{' '}
          <Link to="/rondas/rondas-realizadas/$idronda_realizada" params={{ idronda_realizada }}>
            {R.verRealizada}
          </Link>
        </p>
      )}

      <p role="status" aria-live="polite" className={ultima ? `lectura-resultado ${ultima.incidencia ? 'lectura-incidencia' : 'lectura-correcta'}` : undefined}>
        {ultima?.texto ?? (leer.ocupado ? R.guardando : '')}
      </p>
      {sinPosicion && (
        <p className="alerta alerta-aviso" role="note">
          {R.sinPosicion}
        </p>
      )}
      {leer.aviso}

      {cerrando && estados && (
        <section className="tarjeta" aria-labelledby="cerrar-ronda">
          <h2 id="cerrar-ronda">{R.cerrarTitulo}</h2>
          <PuntosQueFaltan faltan={faltan} />
          <FormularioDeclarado
            declaracion={declaracionCierre}
            valores={CIERRE_VACIO}
            registro={idronda_realizada}
            modo="alta"
            etiqueta={R.cerrarTitulo}
            despues={() => navegar({ to: '/rondas/rondas-realizadas/$idronda_realizada', params: { idronda_realizada } })}
            alCancelar={() => setCerrando(false)}
          />
        </section>
      )}

      <section className="tarjeta" aria-labelledby="puntos-ronda">
        <h2 id="puntos-ronda">{R.puntos}</h2>
        {estados === undefined ? <p role="status">{T.cargando}</p> : <ListaPuntos estados={estados} />}
      </section>

      <section className="tarjeta" aria-labelledby="lecturas-ronda">
        <h2 id="lecturas-ronda">{T.lecturas}</h2>
        {lecturas === undefined ? (
          <p role="status">{T.cargando}</p>
        ) : (
          <TablaHija columnas={columnas} filas={lecturas} claveFila={(c) => c.idronda_check} etiquetadaPor="lecturas-ronda" vacio={T.sinLecturas} />
        )}
      </section>

      <DialogoEscanerQr abierto={escaner} alCerrar={() => setEscaner(false)} alLeer={alLeer} titulo={R.escanerTitulo} />
      <nav className="botonera" aria-label={T.enlaces}>
        <Link to="/rondas/rondas-programadas/$idronda_programada" params={{ idronda_programada: ronda.idronda_programada }}>
          {T.volverProgramada}
        </Link>
      </nav>
    </div>
  );
}

/** Los puntos en orden con su estado. */
function ListaPuntos({ estados }: { estados: readonly PuntoConEstado[] }) {
  if (estados.length === 0) return <p className="vacio">{T.sinPuntos}</p>;
  return (
    <ol className="puntos-ronda">
      {estados.map(({ punto, estado }) => (
        <li key={punto.idpunto_ronda} data-testid="punto-ronda">
          <span>{`${punto.orden}. ${punto.nombre}`}</span>
          <span className={`punto-estado punto-estado-${estado.tipo}`}>{textoEstadoPunto(estado)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Los puntos sin leer que quedarán como «Sin leer» al cerrar (o que están todos leídos). */
function PuntosQueFaltan({ faltan }: { faltan: readonly PuntoRonda[] }) {
  if (faltan.length === 0) return <p>{R.todosLeidos}</p>;
  return (
    <>
      <h3>{R.faltan}</h3>
      <ul>
        {faltan.map((p) => (
          <li key={p.idpunto_ronda}>{`${p.orden}. ${p.nombre}`}</li>
        ))}
      </ul>
    </>
  );
}
