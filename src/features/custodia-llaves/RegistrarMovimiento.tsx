/**
 * Registrar la salida o la entrada de un llavero (lo comparten /custodia-llaves/salida y /entrada): primero
 * se elige el llavero, leyendo su QR con el lector compartido ('Escanear llavero'; el texto del QR es su
 * código) o de la lista 'Llavero' (o llega ya elegido con ?idllavero=); después, el formulario declarado
 * de movimiento-formulario.ts con las dos firmas. Al guardar, 'Salida registrada' / 'Entrada registrada'
 * y a la ficha del llavero. Si el llavero no está en la situación que toca (la salida de uno que ya está
 * fuera, la entrada de uno que ya está dentro) se dice por qué antes de rellenar nada (motivoSinMovimiento,
 * las palabras del mutador) y el formulario y las dos firmas quedan desactivados; el mutador (que se
 * aplica primero en el dispositivo, también sin conexión) lo rechazaría igual. Solo un
 * usuario que es empleado (el custodio) registra movimientos: a otro se le dice.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { MENSAJES_LLAVES } from '../../../replication/llaves';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoEscanerQr } from '../../ui/dialogos/DialogoEscanerQr';
import { REGISTRO_NO_ESTA } from '../../ui/documento/Documento';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useLlaverosActivos } from './consultas';
import { TEXTOS_LLAVES as T } from './custodia-llaves.labels';
import { Devolucion, Situacion } from './EtiquetasLlavero';
import { codigoDeQr, llaveroPorCodigo, motivoSinMovimiento, nombreSituacion, type Llavero, type TipoMovimiento } from './llaveros';
import { formularioMovimiento, MOVIMIENTO_VACIO } from './movimiento-formulario';
import './custodia-llaves.css';

export interface RegistrarMovimientoProps {
  tipo: TipoMovimiento;
  /** El llavero ya elegido (?idllavero=). */
  idllavero?: string;
}

export function RegistrarMovimiento({ tipo, idllavero }: RegistrarMovimientoProps) {
  const { sesion } = useVigia();
  if (!sesion.usuario.idempleado) {
    return (
      <div className="pantalla">
        <h1>{tipo === 'salida' ? T.salidaTitulo : T.entradaTitulo}</h1>
        <p className="aviso" role="note">
          {MENSAJES_LLAVES.soloEmpleados}
        </p>
      </div>
    );
  }
  return <ElegirYRegistrar tipo={tipo} idllavero={idllavero} />;
}

function ElegirYRegistrar({ tipo, idllavero }: RegistrarMovimientoProps) {
  const llaveros = useLlaverosActivos();
  const [elegido, setElegido] = useState(idllavero ?? '');
  const [escaneando, setEscaneando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const id = useId();
  const llavero = elegido === '' ? null : (llaveros?.find((l) => l.idllavero === elegido) ?? null);
  const opciones = useMemo(
    () => [
      { valor: '', etiqueta: T.eligeLlavero },
      ...(llaveros ?? []).map((l) => ({ valor: l.idllavero, etiqueta: T.opcionLlavero(l.codigo, l.descripcion, nombreSituacion(l.situacion)) })),
    ],
    [llaveros],
  );

  const alLeer = (texto: string) => {
    setEscaneando(false);
    const encontrado = llaveroPorCodigo(llaveros ?? [], texto);
    if (encontrado === null) {
      setAviso(T.codigoDesconocido(codigoDeQr(texto)));
      return;
    }
    setAviso(null);
    setElegido(encontrado.idllavero);
  };

  return (
    <div className="pantalla">
      <h1>{tipo === 'salida' ? T.salidaTitulo : T.entradaTitulo}</h1>
      <section className="tarjeta" aria-labelledby={`${id}-elegir`}>
        <h2 id={`${id}-elegir`}>{T.elegir}</h2>
        <div className="botonera">
          <Button
            className="boton"
            onPress={() => {
              setAviso(null);
              setEscaneando(true);
            }}
          >
            {T.escanear}
          </Button>
        </div>
        <CampoSeleccion
          etiqueta={T.campoLlavero}
          nombre="idllavero"
          valor={elegido}
          opciones={llaveros === undefined ? [{ valor: elegido, etiqueta: T.cargando }] : opciones}
          desactivado={llaveros === undefined}
          alCambiar={(v) => {
            setAviso(null);
            setElegido(v);
          }}
        />
        {aviso && (
          <div role="alert" className="alerta alerta-error">
            {aviso}
          </div>
        )}
        {llaveros !== undefined && elegido !== '' && llavero === null && <p className="vacio">{REGISTRO_NO_ESTA}</p>}
      </section>
      {llavero && <Movimiento key={llavero.idllavero} tipo={tipo} llavero={llavero} />}
      <p>
        <Link to="/custodia-llaves/llaveros">{T.volverLista}</Link>
      </p>
      <DialogoEscanerQr abierto={escaneando} alCerrar={() => setEscaneando(false)} alLeer={alLeer} titulo={T.escanerTitulo} />
    </div>
  );
}

function Movimiento({ tipo, llavero }: { tipo: TipoMovimiento; llavero: Llavero }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const id = useId();
  const declaracion = useMemo(() => formularioMovimiento(tipo, { motor }), [tipo, motor]);
  const { idllavero } = llavero;
  // Por qué no se puede, en vivo mientras no se haya podido (el llavero vuelve: el formulario se activa). Una
  // vez se ha podido, ya no se bloquea: lo que se acaba de registrar aquí cambia la situación antes de volver
  // a la ficha; si otro dispositivo se adelanta, el mutador lo rechaza con las mismas palabras.
  const motivoAhora = motivoSinMovimiento(tipo, llavero);
  const [sePudo, setSePudo] = useState(motivoAhora === null);
  if (motivoAhora === null && !sePudo) setSePudo(true);
  const motivo = sePudo ? null : motivoAhora;
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{tipo === 'salida' ? T.quienRecoge : T.quienDevuelve}</h2>
      <p className="llavero-elegido" data-testid="llavero-elegido">
        <strong>{T.llavero(llavero.codigo)}</strong>
        {` · ${llavero.descripcion} · `}
        <Situacion llavero={llavero} />
        {llavero.en_poder ? ` · ${llavero.en_poder}` : ''}
        {llavero.fprevista_devolucion ? (
          <>
            {' · '}
            <Devolucion llavero={llavero} />
          </>
        ) : null}
      </p>
      {motivo !== null && (
        <p className="aviso" role="alert" data-testid="motivo-sin-movimiento">
          {motivo}{' '}
          <Link to={tipo === 'salida' ? '/custodia-llaves/entrada' : '/custodia-llaves/salida'} search={{ idllavero }}>
            {tipo === 'salida' ? T.registrarEntrada : T.registrarSalida}
          </Link>
        </p>
      )}
      <FormularioDeclarado
        declaracion={declaracion}
        valores={MOVIMIENTO_VACIO}
        registro={llavero}
        modo="alta"
        desactivado={motivo !== null}
        etiqueta={tipo === 'salida' ? T.salidaTitulo : T.entradaTitulo}
        despues={() => navegar({ to: '/custodia-llaves/llaveros/$idllavero', params: { idllavero } })}
      />
    </section>
  );
}
