/**
 * /offline/partes/{id}/material-afectado: el material instalado en el sistema del parte (la lista
 * genérica con la declaración de ordenes/lista-material-sistema.tsx) con acciones por material:
 * Sustituir (número de serie nuevo), Desinstalar (con Confirmación y motivo opcional), Acción y Anomalía,
 * que mandan materialSistema.sustituirSync / desinstalarSync / accionSync; y 'Modificar' lleva a
 * /offline/material-sistema/{id}/edit. Todo se aplica en el dispositivo al instante.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoTexto } from '../../ui/formulario/campos';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { useSnackbar } from '../../ui/Snackbar';
import { definicionMaterialSistema, type MaterialSistema } from '../ordenes/lista-material-sistema';
import { MAX_NUMSERIE } from './instalar-formulario';
import { MarcoParteOffline } from './MarcoParteOffline';
import { avisosIntervencion, etiquetasIntervencion, SIN_SISTEMA, TITULO_MATERIAL_AFECTADO, type IntervencionMaterial } from './offline.labels';
import { useAlmacenes, type Parte } from './consultas';

export interface MaterialAfectadoScreenProps {
  idparte_trabajo: string;
}

interface Intervencion {
  tipo: IntervencionMaterial;
  material: MaterialSistema;
}

const INTERVENCIONES: readonly IntervencionMaterial[] = ['sustituir', 'desinstalar', 'accion', 'anomalia'];
export const MAX_TEXTO_ACCION = 1000;
export const MAX_MOTIVO = 500;

export function MaterialAfectadoScreen({ idparte_trabajo }: MaterialAfectadoScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_MATERIAL_AFECTADO}>
      {(parte) => (parte.idsistema ? <MaterialDelSistema parte={parte} idsistema={parte.idsistema} /> : <p className="vacio">{SIN_SISTEMA}</p>)}
    </MarcoParteOffline>
  );
}

function MaterialDelSistema({ parte, idsistema }: { parte: Parte; idsistema: string }) {
  const [intervencion, setIntervencion] = useState<Intervencion | null>(null);
  const definicion = useMemo(() => {
    const base = definicionMaterialSistema(`offline-material-sistema:${idsistema}`, idsistema);
    return {
      ...base,
      columnas: [
        ...base.columnas,
        {
          id: 'acciones',
          cabecera: 'Acciones',
          celda: ({ doc }: { doc: MaterialSistema }) => (
            <span className="acciones-fila">
              {INTERVENCIONES.map((tipo) => (
                <button
                  key={tipo}
                  type="button"
                  className="boton"
                  aria-label={`${etiquetasIntervencion[tipo]}: ${doc.descripcion}${doc.numserie ? ` ${doc.numserie}` : ''}`}
                  onClick={() => setIntervencion({ tipo, material: doc })}
                >
                  {etiquetasIntervencion[tipo]}
                </button>
              ))}
              <Link
                to="/offline/material-sistema/$idmaterial_sistema/edit"
                params={{ idmaterial_sistema: doc.idmaterial_sistema }}
                className="boton"
                aria-label={`Modificar: ${doc.descripcion}`}
              >
                Modificar
              </Link>
            </span>
          ),
        },
      ],
    };
  }, [idsistema]);

  return (
    <>
      {intervencion && (
        <PanelIntervencion key={`${intervencion.tipo}:${intervencion.material.idmaterial_sistema}`} parte={parte} intervencion={intervencion} alTerminar={() => setIntervencion((actual) => (actual === intervencion ? null : actual))} />
      )}
      <ListaScreen titulo="Material instalado en el sistema" definicion={definicion} />
    </>
  );
}

interface PanelIntervencionProps {
  parte: Parte;
  intervencion: Intervencion;
  alTerminar: () => void;
}

/** Formulario de la intervención elegida sobre un material: número de serie, motivo o texto. */
function PanelIntervencion({ parte, intervencion: { tipo, material }, alTerminar }: PanelIntervencionProps) {
  const { db } = useVigia();
  const almacenes = useAlmacenes();
  const { mostrar } = useSnackbar();
  const id = useId();
  const [texto, setTexto] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);

  const ejecutar = async () => {
    setConfirmar(false);
    setGuardando(true);
    setErrorGuardar(null);
    const comun = { idmaterial_sistema: material.idmaterial_sistema, idparte_trabajo: parte.idparte_trabajo, idaccion_ejec: crypto.randomUUID() };
    // La pieza nueva sale de la furgoneta y la desinstalada vuelve a ella: movimientos de existencias.
    const furgoneta = almacenes?.furgoneta ? { idalmacen: almacenes.furgoneta.idalmacen, idmovimiento_stock: crypto.randomUUID() } : null;
    const valor = texto.trim();
    try {
      if (tipo === 'sustituir') {
        await db.mutate('materialSistema.sustituirSync', { ...comun, idmaterial_nuevo: crypto.randomUUID(), numserie_nuevo: valor === '' ? null : valor, salida: furgoneta });
      } else if (tipo === 'desinstalar') {
        await db.mutate('materialSistema.desinstalarSync', { ...comun, motivo: valor === '' ? null : valor, devolucion: furgoneta });
      }
      else await db.mutate('materialSistema.accionSync', { ...comun, tipo, texto: valor });
      mostrar({ mensaje: avisosIntervencion[tipo] });
      alTerminar();
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setGuardando(false);
    }
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const maximo = tipo === 'sustituir' ? MAX_NUMSERIE : tipo === 'desinstalar' ? MAX_MOTIVO : MAX_TEXTO_ACCION;
    if ((tipo === 'accion' || tipo === 'anomalia') && texto.trim() === '') {
      setErrorCampo('Campo requerido');
      return;
    }
    if ([...texto.trim()].length > maximo) {
      setErrorCampo(`No puede ser mayor a ${maximo} caracteres.`);
      return;
    }
    setErrorCampo(null);
    if (tipo === 'desinstalar') setConfirmar(true);
    else void ejecutar();
  };

  const nombre = `${material.descripcion}${material.numserie ? ` (${material.numserie})` : ''}`;
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} ref={refTitulo} tabIndex={-1}>
        {`${etiquetasIntervencion[tipo]}: ${nombre}`}
      </h2>
      <form onSubmit={enviar} noValidate>
        {tipo === 'sustituir' && (
          <CampoTexto etiqueta="Nuevo número de serie" autoComplete="off" maximo={MAX_NUMSERIE} valor={texto} alCambiar={setTexto} error={errorCampo} />
        )}
        {tipo === 'desinstalar' && <CampoAreaTexto etiqueta="Motivo" filas={2} maximo={MAX_MOTIVO} valor={texto} alCambiar={setTexto} error={errorCampo} />}
        {(tipo === 'accion' || tipo === 'anomalia') && (
          <CampoAreaTexto etiqueta={tipo === 'accion' ? 'Acción realizada' : 'Anomalía encontrada'} requerido filas={3} maximo={MAX_TEXTO_ACCION} valor={texto} alCambiar={setTexto} error={errorCampo} />
        )}
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={false} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            {etiquetasIntervencion[tipo]}
          </button>
          <button type="button" className="boton" onClick={alTerminar} disabled={guardando}>
            Cancelar
          </button>
        </div>
      </form>
      <DialogoConfirmacion abierto={confirmar} ocupado={guardando} alCancelar={() => setConfirmar(false)} alAceptar={() => void ejecutar()}>
        {`¿Desinstalar ${nombre} del sistema? Quedará anotado como acción del parte.`}
      </DialogoConfirmacion>
    </section>
  );
}
