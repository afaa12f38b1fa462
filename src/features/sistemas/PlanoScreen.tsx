/**
 * Plano de un sistema (/sistemas/{idsistema}/plano/{idfichero}): la imagen del plano (un fichero del
 * sistema, con su contenido por fichero.contenido si no está en el dispositivo) con el material instalado
 * colocado encima. Se elige un material y se pulsa sobre el plano, o se escribe su posición en
 * porcentaje y se pulsa 'Colocar' (la alternativa de teclado); cada colocación es un
 * `planoMaterial.colocarSync` (y quitarlo, `planoMaterial.quitarSync`), aplicado al instante y subido
 * con la cola.
 */
import { useEffect, useId, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { crearClienteRpc } from '../../../replication/cliente';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { useAccion } from '../../ui/accion/useAccion';
import { AvisoDelPadre, useDelPadre } from '../../ui/lista/DelPadre';
import { TablaHija } from '../../ui/tabla/TablaHija';
import { obtenerContenido } from '../ficheros/contenido';
import { MarcoSistema, type Sistema } from './MarcoSistema';
import { colocacionEn, esImagen, paramsColocar, porcentajeDeRelativa, posicionDeClic, relativaDePorcentaje, type Colocacion, type Material, type Posicion } from './plano';
import { IDTABLA_SISTEMA } from './SistemaScreen';
import { TEXTOS_PLANO as T, TEXTOS_SISTEMAS } from './sistemas.labels';

export interface PlanoScreenProps {
  idsistema: string;
  idfichero: string;
}

/** 'x %, y %' en este plano, 'En otro plano' o 'Sin colocar'. */
const textoPosicion = (aqui: Colocacion | null, cualquiera: Colocacion | undefined): string =>
  aqui ? `${porcentajeDeRelativa(aqui.x)} %, ${porcentajeDeRelativa(aqui.y)} %` : cualquiera && cualquiera.estado > 0 ? T.enOtroPlano : T.sinColocar;

type Contenido = { fase: 'cargando' } | { fase: 'listo'; url: string } | { fase: 'error'; mensaje: string };

export function PlanoScreen({ idsistema, idfichero }: PlanoScreenProps) {
  return (
    <MarcoSistema idsistema={idsistema} titulo={T.titulo}>
      {(s) => <ContenidoPlano sistema={s} idfichero={idfichero} />}
    </MarcoSistema>
  );
}

/** La URL (objeto) del contenido del fichero, del dispositivo o del servidor. */
const useContenido = (idfichero: string, activo: boolean): Contenido => {
  const { db, sesion } = useVigia();
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 }), [token]);
  const [contenido, setContenido] = useState<Contenido>({ fase: 'cargando' });
  useEffect(() => {
    if (!activo) return;
    let vivo = true;
    let url: string | null = null;
    obtenerContenido(db, rpc, idfichero).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (vivo) setContenido({ fase: 'listo', url });
      },
      (e: unknown) => vivo && setContenido({ fase: 'error', mensaje: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      vivo = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [db, rpc, idfichero, activo]);
  return contenido;
};

function ContenidoPlano({ sistema, idfichero }: { sistema: Sistema; idfichero: string }) {
  const { db, motor, sesion } = useVigia();
  const { resultado: fichero, cargando } = useRxQuery(() => db.fichero.findOne(idfichero), [db, idfichero]);
  const { resultado: materiales } = useRxQuery(() => db.materialsistema.find({ selector: { idsistema: { $eq: sistema.idsistema } } }), [db, sistema.idsistema]);
  // Para la oficina y la delegación, el material es bajo demanda por sistema (decisión 90): abrir el plano lo trae.
  const delPadre = useDelPadre('materialsistema', sistema.idsistema);
  const { resultado: enPlanos } = useRxQuery(() => db.planomaterial.find({ selector: { idsistema: { $eq: sistema.idsistema } } }), [db, sistema.idsistema]);
  const valido = Boolean(fichero && fichero.estado > 0 && fichero.idtabla === IDTABLA_SISTEMA && fichero.id === sistema.idsistema && esImagen(fichero.tipo));
  const contenido = useContenido(idfichero, valido);
  const [seleccionado, setSeleccionado] = useState('');
  const [x, setX] = useState('');
  const [y, setY] = useState('');
  const [intentado, setIntentado] = useState(false);
  // Colocar (con el formulario o pulsando en el plano) y quitar: una acción, con el material y la posición (null: quitarlo).
  const colocacion = useAccion<{ m: Material; p: Posicion | null }, void>({
    ejecutar: async ({ m, p }) => {
      if (p) await motor.mutate('planoMaterial.colocarSync', paramsColocar(m, idfichero, p));
      else await motor.mutate('planoMaterial.quitarSync', { idmaterial_sistema: m.idmaterial_sistema });
    },
    exito: (_, { p }) => (p ? T.colocado : T.quitado),
    alTerminar: (_, { p }) => {
      if (p) {
        setX(porcentajeDeRelativa(p.x));
        setY(porcentajeDeRelativa(p.y));
      }
    },
  });
  const guardando = colocacion.ocupado;
  const idLista = useId();
  const idColocar = useId();
  const idPlano = useId();
  const puedeColocar = puede(sesion.usuario, 'material_sistema', 'editar');

  const instalados = useMemo(() => (materiales ?? []).filter((m) => m.estado > 0).sort((a, b) => a.descripcion.localeCompare(b.descripcion, 'es')), [materiales]);
  const numero = (m: Material): number => instalados.findIndex((i) => i.idmaterial_sistema === m.idmaterial_sistema) + 1;
  const elegido = instalados.find((m) => m.idmaterial_sistema === seleccionado) ?? null;
  const colocaciones = useMemo(() => new Map<string, Colocacion>((enPlanos ?? []).map((c) => [c.idmaterial_sistema, c])), [enPlanos]);
  const aqui = (m: Material): Colocacion | null => colocacionEn(colocaciones, m, idfichero);

  if (!fichero) {
    return cargando ? (
      <p className="cargando" role="status">
        {T.cargando}
      </p>
    ) : (
      <p className="vacio">El fichero no está disponible</p>
    );
  }
  if (!valido) {
    return <p className="vacio">{fichero.idtabla === IDTABLA_SISTEMA && fichero.id === sistema.idsistema ? T.noEsImagen : T.noDelSistema}</p>;
  }

  const elegir = (idmaterial: string) => {
    setSeleccionado(idmaterial);
    setIntentado(false);
    const m = instalados.find((i) => i.idmaterial_sistema === idmaterial);
    const c = m ? aqui(m) : null;
    if (c) {
      setX(porcentajeDeRelativa(c.x));
      setY(porcentajeDeRelativa(c.y));
    } else {
      setX('');
      setY('');
    }
  };

  const colocar = (m: Material, p: Posicion | null) => colocacion.ejecutar({ m, p });

  const alPulsarPlano = (e: MouseEvent<HTMLImageElement>) => {
    if (!elegido || !puedeColocar || guardando) return;
    const p = posicionDeClic(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect());
    if (p) void colocar(elegido, p);
  };

  const px = relativaDePorcentaje(x);
  const py = relativaDePorcentaje(y);
  const alColocar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentado(true);
    if (!elegido || px === null || py === null) return;
    void colocar(elegido, { x: px, y: py });
  };

  return (
    <>
      <section className="tarjeta" aria-labelledby={idPlano}>
        <h2 id={idPlano}>{fichero.nombre}</h2>
        {contenido.fase === 'cargando' && (
          <p className="cargando" role="status">
            {T.cargando}
          </p>
        )}
        {contenido.fase === 'error' && (
          <div role="alert" className="alerta alerta-error">
            {contenido.mensaje}
          </div>
        )}
        {contenido.fase === 'listo' && (
          <div className="plano" data-testid="plano">
            <img src={contenido.url} alt={`Plano ${fichero.nombre}`} onClick={alPulsarPlano} draggable={false} />
            {instalados.map((m) => {
              const c = aqui(m);
              return c ? (
                <button
                  key={m.idmaterial_sistema}
                  type="button"
                  className="plano-marcador"
                  style={{ left: `${c.x * 100}%`, top: `${c.y * 100}%` }}
                  aria-pressed={m.idmaterial_sistema === seleccionado}
                  aria-label={`${m.descripcion}${m.numserie ? ` (${m.numserie})` : ''} en ${porcentajeDeRelativa(c.x)} %, ${porcentajeDeRelativa(c.y)} %`}
                  onClick={() => elegir(m.idmaterial_sistema)}
                >
                  {numero(m)}
                </button>
              ) : null;
            })}
          </div>
        )}
      </section>

      {puedeColocar && (
        <section className="tarjeta" aria-labelledby={idColocar}>
          <h2 id={idColocar}>{T.tituloColocar}</h2>
          <p>{T.ayuda}</p>
          <form onSubmit={alColocar} noValidate className="plano-posicion">
            <CampoSeleccion
              etiqueta={T.elegir}
              valor={seleccionado}
              alCambiar={elegir}
              opciones={[{ valor: '', etiqueta: T.ninguno }, ...instalados.map((m) => ({ valor: m.idmaterial_sistema, etiqueta: `${numero(m)}. ${m.descripcion}${m.numserie ? ` (${m.numserie})` : ''}` }))]}
              error={intentado && !elegido ? 'Campo requerido' : null}
            />
            <CampoTexto etiqueta={T.x} valor={x} alCambiar={setX} error={intentado && px === null ? T.fueraDeRango : null} />
            <CampoTexto etiqueta={T.y} valor={y} alCambiar={setY} error={intentado && py === null ? T.fueraDeRango : null} />
            <div className="botonera">
              <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
                {T.colocar}
              </button>
              {elegido && aqui(elegido) && (
                <button className="boton" {...colocacion.boton({ m: elegido, p: null })}>
                  {T.quitar}
                </button>
              )}
            </div>
          </form>
          {colocacion.aviso}
        </section>
      )}

      <section className="tarjeta" aria-labelledby={idLista}>
        <h2 id={idLista}>{T.material}</h2>
        <AvisoDelPadre estado={delPadre} que={TEXTOS_SISTEMAS.materialDelSistema} />
        {delPadre.disponible && <TablaHija
          etiquetadaPor={idLista}
          columnas={[
            { id: 'numero', cabecera: 'Nº', tipo: 'numero', valor: numero },
            { id: 'descripcion', cabecera: 'Descripción', tipo: 'texto', valor: (m) => m.descripcion },
            { id: 'posicion', cabecera: T.posicion, tipo: 'texto', valor: (m) => textoPosicion(aqui(m), colocaciones.get(m.idmaterial_sistema)) },
          ]}
          filas={instalados}
          claveFila={(m) => m.idmaterial_sistema}
        />}
      </section>
    </>
  );
}
